import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** One titled part of a record's form or view. */
export function SectionPaper({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2.5, color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The view page's way to the edit page. */
export function EditButton({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={to} variant="contained" startIcon={<EditRounded />}>
      {t('resource.edit')}
    </Button>
  );
}

/** Cancel and save below a record's form. */
export function FormActions({
  mode,
  cancelHref,
  pending,
}: {
  mode: 'add' | 'edit' | 'view';
  cancelHref: string;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button component={Link} to={cancelHref} variant="outlined" disabled={pending}>
        {t('resource.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={pending} sx={{ minWidth: 140 }}>
        {mode === 'add' ? t('resource.save') : t('resource.saveChanges')}
      </Button>
    </Stack>
  );
}

/** One label and value of a record's view, in a `<dl>` grid. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
        {children}
      </Typography>
    </Grid>
  );
}

import CorporateFareRounded from '@mui/icons-material/CorporateFareRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../lib/access/use-access';
import { api } from '../lib/api/api';
import { useLocale } from '../lib/i18n/use-locale';
import { notifySuccess } from '../lib/notify/notifier';
import { lookupRowText } from '../lib/resource/display-text';
import { idList } from '../lib/resource/form-values';
import { resourceKeys, useLookup } from '../lib/resource/resource-queries';
import { organizationSource } from '../resources/organizations';
import { MultiLookupInput } from './fields/multi-lookup-input';
import { SectionCard } from './section-card';

interface Props {
  /** The record's API path with the trailing slash ('drivers/'). */
  api: string;
  record: { id: number; organizations?: number[] };
  /** Whether the user may change the record (the Change button). */
  mayChange: boolean;
}

/**
 * The organizations a driver, vehicle or tag belongs to, and a dialog that changes them
 * (`PUT <record>/organizations/` with `{id, organizations}`).
 */
export function OrganizationAssignmentSection({ api: path, record, mayChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const titleId = useId();
  const current = record.organizations ?? [];
  // Only a user who sees the whole company can know that every user of it sees the record.
  const limited = (useAccess()?.organizations.length ?? 0) > 0;
  const rows = useLookup(organizationSource, undefined, current.length > 0);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (organizations: number[]) =>
      api.put<typeof record>(`${path}${record.id}/organizations/`, { id: record.id, organizations }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(resourceKeys.record(path, String(record.id)), (old: object | undefined) =>
        old ? { ...old, organizations: saved?.organizations ?? idList(draft ?? '').map(Number) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: [path, 'list'] });
      setDraft(null);
      notifySuccess(t('organizationAssignment.saved'));
    },
    onError: () => setDraft(null),
  });

  const names = current.map((id) => {
    const row = rows.data?.find((r) => r.id === id);
    return { id, name: row ? lookupRowText(row, 'organization', locale) : '…' };
  });

  return (
    <SectionCard
      title={t('organizationAssignment.title')}
      testId="organization-assignment"
      actions={
        mayChange ? (
          <Button
            variant="outlined"
            startIcon={<CorporateFareRounded />}
            onClick={() => setDraft(current.join(','))}
          >
            {t('organizationAssignment.change')}
          </Button>
        ) : undefined
      }
    >
      {names.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {names.map(({ id, name }) => (
            <Chip key={id} label={name} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">
          {t(limited ? 'organizationAssignment.noneLimited' : 'organizationAssignment.none')}
        </Typography>
      )}
      <Dialog
        open={draft !== null}
        onClose={save.isPending ? undefined : () => setDraft(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{t('organizationAssignment.title')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <MultiLookupInput
            name="organizations"
            label={t('organizationAssignment.field')}
            source={organizationSource}
            value={draft ?? ''}
            onChange={setDraft}
            onBlur={() => undefined}
            required={false}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)} disabled={save.isPending}>
            {t('resource.cancel')}
          </Button>
          <Button
            variant="contained"
            loading={save.isPending}
            onClick={() => save.mutate(idList(draft ?? '').map(Number))}
          >
            {t('resource.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}

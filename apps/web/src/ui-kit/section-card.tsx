import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a view page below its fields, with actions beside the title. */
export function SectionCard({
  title,
  actions,
  testId,
  children,
}: {
  title: string;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h6" component="h2" sx={{ color: 'primary.dark' }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  actions?: ReactNode;
  testId: string;
}

/** A friendly message where content would be: an empty list, no matches, a missing record. */
export function EmptyState({ icon, title, body, actions, testId }: EmptyStateProps) {
  return (
    <Box data-testid={testId} sx={{ px: { xs: 2, sm: 6 }, py: { xs: 5, sm: 8 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 112,
          height: 112,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: 'radial-gradient(circle at 30% 30%, rgba(18,128,143,0.20), rgba(11,93,107,0.05) 70%)',
          '& svg': { fontSize: 52 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: actions ? 3 : 0 }}>
        {body}
      </Typography>
      {actions ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  /** A line under the title (a record count, the kind of page). */
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The heading row of list and record pages: title on the start side, actions on the end side. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }} data-testid="page-subtitle">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexShrink: 0, justifyContent: { xs: 'flex-end', sm: 'normal' } }}
        >
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

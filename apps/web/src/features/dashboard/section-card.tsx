import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** A dashboard panel: a titled card with an icon, an optional action and its content. */
export function SectionCard({
  title,
  icon,
  action,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        avatar={
          <Box
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(11,93,107,0.08)',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
        }
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What a panel shows instead of figures: nothing recorded yet, or a call that failed. */
export function PanelNotice({ icon, text, testId }: { icon: ReactNode; text: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        py: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      <Box aria-hidden sx={{ '& svg': { fontSize: 40 }, opacity: 0.6 }}>
        {icon}
      </Box>
      <Box component="p" sx={{ m: 0, typography: 'body2' }}>
        {text}
      </Box>
    </Box>
  );
}

import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LiveClock } from './live-clock';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0])
    .join('\u200c')
    .toUpperCase();
}

/** Top of the side panel: who is logged in, today's date and the live clock. */
export function UserPanel({ name, expanded }: { name: string; expanded: boolean }) {
  const avatar = (
    <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: 16, fontWeight: 700 }}>
      {initials(name)}
    </Avatar>
  );
  if (!expanded) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <Tooltip title={name} placement="bottom">
          {avatar}
        </Tooltip>
      </Box>
    );
  }
  return (
    <Box
      data-testid="user-panel"
      sx={{
        m: 1.5,
        p: 2,
        borderRadius: 3,
        bgcolor: 'rgba(11, 93, 107, 0.06)',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
      }}
    >
      {avatar}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap data-testid="user-name">
          {name}
        </Typography>
        <LiveClock />
      </Box>
    </Box>
  );
}

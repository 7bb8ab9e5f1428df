import Box from '@mui/material/Box';
import { useId } from 'react';

/** Navgan's mark: a route line ending at a pin, on the primary gradient. Decorative by default. */
export function NavganLogo({ size = 40, title }: { size?: number; title?: string }) {
  const id = useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#12808f" />
          <stop offset="1" stopColor="#07414b" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="13" fill={`url(#${id}-g)`} />
      <path
        d="M11 35c5-1 7-6 11-9s9-1 12-5 1-8 1-8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeDasharray="0.1 6"
      />
      <circle cx="11" cy="35" r="3.4" fill="#ffffff" />
      <path d="M35 6.5a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6z" fill="#f2b263" />
      <circle cx="35" cy="12.5" r="2.2" fill="#07414b" />
    </Box>
  );
}

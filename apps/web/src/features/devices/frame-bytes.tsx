import Box from '@mui/material/Box';

/** A frame's bytes (hex or protocol text): monospace, left to right in every language, long ones wrapped. */
export function FrameBytes({ data, testId }: { data: string; testId?: string }) {
  return (
    <Box
      component="code"
      dir="ltr"
      data-testid={testId}
      sx={{
        display: 'block',
        fontFamily: 'monospace',
        fontSize: 13,
        wordBreak: 'break-all',
        // The RTL style plugin mirrors this: under the column heading in Persian too.
        textAlign: 'left',
      }}
    >
      {data}
    </Box>
  );
}

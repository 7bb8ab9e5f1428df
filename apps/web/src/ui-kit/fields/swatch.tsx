import Box from '@mui/material/Box';

/** The colour of a row's swatch property, when it is one. */
export function swatchOf(row: object, property: string): string | undefined {
  const value = (row as Record<string, unknown>)[property];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A small round sample of a colour (vehicle colours), outlined so white shows. */
export function Swatch({ colour }: { colour: string | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-testid="swatch"
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: colour ?? 'transparent',
        border: 1,
        borderColor: 'divider',
        marginInlineEnd: 1,
        verticalAlign: 'middle',
      }}
    />
  );
}

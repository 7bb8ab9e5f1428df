import Box from '@mui/material/Box';
import type { ToastLine } from '../api/error-handler';

/** The bulleted body of an error toast. */
export function ToastLines({ lines }: { lines: ToastLine[] }) {
  if (lines.length === 1 && !lines[0]?.label && lines[0]?.messages.length === 1) {
    return <span>{lines[0].messages[0]}</span>;
  }
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, '& li + li': { mt: 0.5 } }}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
        <li key={index}>
          {line.label ? <strong>{line.label}: </strong> : null}
          {line.messages.join(' ')}
        </li>
      ))}
    </Box>
  );
}

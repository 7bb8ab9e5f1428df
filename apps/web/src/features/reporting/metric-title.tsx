import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

/** A card or chart title with its metric definition (docs/metrics.md) as a tooltip. */
export function MetricTitle({ title, definition }: { title: string; definition: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Tooltip title={definition} describeChild>
        <InfoOutlined fontSize="small" color="action" tabIndex={0} aria-label={definition} />
      </Tooltip>
    </Stack>
  );
}

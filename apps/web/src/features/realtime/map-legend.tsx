import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TrafficStatus } from '@navgan/domain/traffic-status';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { statusColors } from './status-colors';

const legendOrder: TrafficStatus[] = ['moving', 'stopped', 'offline', 'idle'];

/** The legend of spec section 2 and the clustering toggle, over the map's trailing bottom corner. */
export const MapLegend = memo(function MapLegend({
  cluster,
  onClusterChange,
}: {
  cluster?: boolean;
  onClusterChange?: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={2}
      data-testid="map-legend"
      sx={{
        position: 'absolute',
        top: 10,
        insetInlineStart: 10,
        px: 1.5,
        py: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        zIndex: 1,
        maxWidth: 220,
      }}
    >
      {legendOrder.map((status) => (
        <Box key={status} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: statusColors[status],
              border: '2px solid #fff',
              boxShadow: '0 0 0 1px rgba(0,0,0,0.2)',
            }}
          />
          <Typography variant="caption">{t(`realtime.legend.${status}`)}</Typography>
        </Box>
      ))}
      {onClusterChange ? (
        <FormControlLabel
          sx={{ m: 0, mt: 0.5 }}
          control={
            <Switch
              size="small"
              checked={cluster ?? false}
              onChange={(event) => onClusterChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('realtime.clustering') } }}
            />
          }
          label={<Typography variant="caption">{t('realtime.clustering')}</Typography>}
        />
      ) : null}
    </Paper>
  );
});

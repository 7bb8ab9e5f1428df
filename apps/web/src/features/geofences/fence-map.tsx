import CircleOutlined from '@mui/icons-material/CircleOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditLocationAltOutlined from '@mui/icons-material/EditLocationAltOutlined';
import PentagonOutlined from '@mui/icons-material/PentagonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GeofenceShape } from '@navgan/domain/resources/geofence';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode, TerraDrawSelectMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { BaseMapView } from '../../lib/map/base-map-view';
import { useBaseMap } from '../../lib/map/use-base-map';
import { type DrawnFeature, featureOfShape, shapeBounds, shapeOfFeature } from './shape-features';

type Tool = 'polygon' | 'circle' | 'select';

interface FenceMapProps {
  shape: GeofenceShape | null;
  color: string;
  /** Draw and edit; without it the shape is only shown. */
  editable: boolean;
  onChange?(shape: GeofenceShape | null): void;
  error?: string | undefined;
}

const toHex = (color: string) => (/^#[0-9a-fA-F]{6}$/.test(color) ? (color as `#${string}`) : '#1e88e5');

const shapeStyles = (hex: `#${string}`) => ({
  fillColor: hex,
  outlineColor: hex,
  fillOpacity: 0.25,
  outlineWidth: 2,
});

/** A saved fence, shown only: its area and outline in its colour. */
function addFenceLayers(map: MapLibreMap, shape: GeofenceShape, hex: string): () => void {
  map.addSource('fence', { type: 'geojson', data: featureOfShape(shape, 'fence') as never });
  map.addLayer({
    id: 'fence-fill',
    type: 'fill',
    source: 'fence',
    paint: { 'fill-color': hex, 'fill-opacity': 0.25 },
  });
  map.addLayer({
    id: 'fence-line',
    type: 'line',
    source: 'fence',
    paint: { 'line-color': hex, 'line-width': 2 },
  });
  return () => {
    map.removeLayer('fence-line');
    map.removeLayer('fence-fill');
    map.removeSource('fence');
  };
}

/** Terra-draw on the map: polygons and circles, and a select mode that edits them. */
function startDrawing(map: MapLibreMap, hex: `#${string}`): TerraDraw {
  const styles = shapeStyles(hex);
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({ styles }),
      new TerraDrawCircleMode({ styles }),
      new TerraDrawSelectMode({
        flags: {
          polygon: {
            feature: {
              draggable: true,
              coordinates: { midpoints: true, draggable: true, deletable: true },
            },
          },
          // A circle moves whole; resize handles would be its 64 ring points, so it is redrawn instead.
          circle: { feature: { draggable: true } },
        },
      }),
    ],
  });
  draw.start();
  return draw;
}

export function FenceMap({ shape, color, editable, onChange, error }: FenceMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The shape as last drawn: what a remade map (the language changed) starts from.
  const latest = useRef(shape);
  const colorRef = useRef(color);
  colorRef.current = color;
  const [tool, setTool] = useState<Tool>(shape ? 'select' : 'polygon');
  const [drawn, setDrawn] = useState<GeofenceShape | null>(shape);
  const [ready, setReady] = useState(false);
  const { map, offline } = useBaseMap(container);

  useEffect(() => {
    if (!map) return;
    const start = latest.current;
    if (start) map.fitBounds(shapeBounds(start), { padding: 48, duration: 0, maxZoom: 16 });
    const hex = toHex(colorRef.current);
    if (!editable) {
      const removeLayers = start ? addFenceLayers(map, start, hex) : undefined;
      setReady(true);
      return () => {
        setReady(false);
        if (map.getStyle()) removeLayers?.();
      };
    }
    const draw = startDrawing(map, hex);
    drawRef.current = draw;
    const publish = () => {
      const features = draw
        .getSnapshot()
        .filter(
          (f) => f.geometry.type === 'Polygon' && !f.properties.currentlyDrawing,
        ) as unknown as DrawnFeature[];
      const next = features.length > 0 ? shapeOfFeature(features[features.length - 1] as DrawnFeature) : null;
      latest.current = next;
      setDrawn(next);
      onChangeRef.current?.(next);
    };
    if (start) draw.addFeatures([featureOfShape(start, String(draw.getFeatureId())) as never]);
    draw.on('finish', (id, context) => {
      if (context.action === 'draw') {
        // One fence, one shape: a new drawing replaces the old one, then it can be edited.
        const others = draw
          .getSnapshot()
          .filter((f) => f.id !== id && f.geometry.type === 'Polygon' && !f.properties.currentlyDrawing)
          .map((f) => f.id as string);
        if (others.length > 0) draw.removeFeatures(others);
        draw.setMode('select');
        setTool('select');
        draw.selectFeature(id);
      }
      publish();
    });
    draw.on('change', (_ids, type) => {
      if (type === 'delete') publish();
    });
    draw.setMode(start ? 'select' : 'polygon');
    setTool(start ? 'select' : 'polygon');
    setReady(true);
    return () => {
      setReady(false);
      drawRef.current = null;
      // The base map may already be gone (a language change remakes it), taking terra-draw's layers.
      if (map.getStyle()) draw.stop();
    };
    // Colour changes restyle the drawing below instead of remaking it.
  }, [map, editable]);

  useEffect(() => {
    const draw = drawRef.current;
    if (!draw || !ready) return;
    const styles = shapeStyles(toHex(color));
    draw.setModeStyles('polygon', styles);
    draw.setModeStyles('circle', styles);
  }, [color, ready]);

  const choose = (next: Tool | null) => {
    if (!next || !drawRef.current) return;
    drawRef.current.setMode(next);
    setTool(next);
  };

  const clear = () => {
    drawRef.current?.clear();
    drawRef.current?.setMode('polygon');
    setTool('polygon');
    latest.current = null;
    setDrawn(null);
    onChange?.(null);
  };

  const points = drawn?.type === 'Polygon' ? (drawn.coordinates[0]?.length ?? 1) - 1 : 0;

  return (
    <Box>
      {editable ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 1.5, alignItems: { sm: 'center' } }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={tool}
            onChange={(_e, next: Tool | null) => choose(next)}
            aria-label={t('geofences.drawTools')}
          >
            <ToggleButton value="polygon" data-testid="tool-polygon">
              <PentagonOutlined fontSize="small" sx={{ me: 0.75 }} />
              {t('geofences.toolPolygon')}
            </ToggleButton>
            <ToggleButton value="circle" data-testid="tool-circle">
              <CircleOutlined fontSize="small" sx={{ me: 0.75 }} />
              {t('geofences.toolCircle')}
            </ToggleButton>
            <ToggleButton value="select" data-testid="tool-select">
              <EditLocationAltOutlined fontSize="small" sx={{ me: 0.75 }} />
              {t('geofences.toolEdit')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineRounded />}
            onClick={clear}
            disabled={!drawn}
          >
            {t('geofences.clearShape')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t(
              tool === 'polygon'
                ? 'geofences.hintPolygon'
                : tool === 'circle'
                  ? 'geofences.hintCircle'
                  : 'geofences.hintEdit',
            )}
          </Typography>
        </Stack>
      ) : null}
      <Box
        sx={{
          position: 'relative',
          height: { xs: 320, md: 440 },
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
        }}
      >
        <BaseMapView
          container={container}
          ready={map !== null}
          offline={offline}
          data-testid="fence-map"
          data-ready={ready ? 'true' : 'false'}
          data-shape={drawn?.type ?? ''}
          data-points={points}
          data-radius={drawn?.type === 'Circle' ? drawn.radius : ''}
        />
      </Box>
      {error ? (
        <Typography
          variant="caption"
          color="error"
          role="alert"
          sx={{ display: 'block', mt: 0.75, mx: 1.75 }}
        >
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

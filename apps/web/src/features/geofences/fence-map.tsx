import 'maplibre-gl/dist/maplibre-gl.css';
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
import { Map as MapLibreMap, NavigationControl, type StyleSpecification, setWorkerUrl } from 'maplibre-gl';
// MapLibre finds its worker beside its own file, which a bundle does not have: the worker is
// bundled on its own (with the shared chunk it imports) and its URL given once.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode, TerraDrawSelectMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { type DrawnFeature, featureOfShape, shapeBounds, shapeOfFeature } from './shape-features';

/**
 * The map of the geofence screens. Its style lives here, in one place, until the shared base map
 * module (configurable style, offline fallback) replaces it.
 */
const osmStyle: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© OpenStreetMap contributors',
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#e9eef2' } },
    { id: 'osm', type: 'raster', source: 'osm' },
  ],
};

setWorkerUrl(maplibreWorkerUrl);

/** Central Iran at zoom 5, as the live map opens (spec section 2). */
const iranCenter: [number, number] = [53.7, 32.4];

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

export function FenceMap({ shape, color, editable, onChange, error }: FenceMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initialShape = useRef(shape);
  const colorRef = useRef(color);
  colorRef.current = color;
  const [tool, setTool] = useState<Tool>(shape ? 'select' : 'polygon');
  const [drawn, setDrawn] = useState<GeofenceShape | null>(shape);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const start = initialShape.current;
    const map = new MapLibreMap({
      container: container.current,
      style: osmStyle,
      center: iranCenter,
      zoom: 5,
      attributionControl: { compact: true },
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-left');
    if (start) map.fitBounds(shapeBounds(start), { padding: 48, duration: 0, maxZoom: 16 });
    let draw: TerraDraw | null = null;
    map.once('load', () => {
      const hex = toHex(colorRef.current);
      if (!editable) {
        if (start) {
          map.addSource('fence', { type: 'geojson', data: featureOfShape(start, 'fence') as never });
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
        }
        setReady(true);
        return;
      }
      const shapeStyles = { fillColor: hex, outlineColor: hex, fillOpacity: 0.25, outlineWidth: 2 };
      draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [
          new TerraDrawPolygonMode({ styles: shapeStyles }),
          new TerraDrawCircleMode({ styles: shapeStyles }),
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
      drawRef.current = draw;
      const current = draw;
      const publish = () => {
        const features = current
          .getSnapshot()
          .filter(
            (f) => f.geometry.type === 'Polygon' && !f.properties.currentlyDrawing,
          ) as unknown as DrawnFeature[];
        const next =
          features.length > 0 ? shapeOfFeature(features[features.length - 1] as DrawnFeature) : null;
        setDrawn(next);
        onChangeRef.current?.(next);
      };
      if (start) {
        const id = String(current.getFeatureId());
        current.addFeatures([featureOfShape(start, id) as never]);
      }
      current.on('finish', (id, context) => {
        if (context.action === 'draw') {
          // One fence, one shape: a new drawing replaces the old one, then it can be edited.
          const others = current
            .getSnapshot()
            .filter((f) => f.id !== id && f.geometry.type === 'Polygon' && !f.properties.currentlyDrawing)
            .map((f) => f.id as string);
          if (others.length > 0) current.removeFeatures(others);
          current.setMode('select');
          setTool('select');
          current.selectFeature(id);
        }
        publish();
      });
      current.on('change', (_ids, type) => {
        if (type === 'delete') publish();
      });
      current.setMode(start ? 'select' : 'polygon');
      setReady(true);
    });
    return () => {
      drawRef.current = null;
      draw?.stop();
      map.remove();
    };
    // The map is created once per screen; colour changes restyle it below.
  }, [editable]);

  useEffect(() => {
    const draw = drawRef.current;
    if (!draw || !ready) return;
    const hex = toHex(color);
    const styles = { fillColor: hex, outlineColor: hex, fillOpacity: 0.25, outlineWidth: 2 };
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
        dir="ltr"
        data-testid="fence-map"
        data-ready={ready ? 'true' : 'false'}
        data-shape={drawn?.type ?? ''}
        data-points={points}
        data-radius={drawn?.type === 'Circle' ? drawn.radius : ''}
        sx={{
          position: 'relative',
          height: { xs: 320, md: 440 },
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
        }}
      >
        {/* MapLibre adds its own classes to its container: React must not own that element's class. */}
        <div ref={container} style={{ position: 'absolute', inset: 0 }} />
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

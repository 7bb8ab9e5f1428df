import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../lib/api/api';
import { formatDate, formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { DateInput } from '../../ui-kit/fields/date-input';
import { PageHeading } from '../../ui-kit/page-heading';
import { playbackSpeeds, positionAt } from './playback';
import { type DrawnRoute, eventColour, RouteMap, stopColour } from './route-map';

interface RoutingDay extends DrawnRoute {
  company_vehicle: { id: number; name: string; license_plate: string };
  day: string;
  total_points: number;
  stops: { started_at: string; ended_at: string; duration_s: number; latitude: number; longitude: number }[];
  events: { kind: string; at: string; latitude: number; longitude: number }[];
}

function LegendDot({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }}
    />
  );
}

/** The zoom the route is thinned for: a city district fills the map at about this level. */
const routeZoom = 14;

/** One vehicle's day: the route on the map with playback (play/pause, speed, time slider). */
export function RoutingViewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  // Without a day the server answers the vehicle's latest day with data; the picker then shows it.
  const day = params.get('day') ?? '';
  const result = useQuery({
    queryKey: ['routing', id, day],
    queryFn: ({ signal }) =>
      api.get<RoutingDay>(`reports/history/routing/${id}/`, {
        query: day ? { day, zoom: routeZoom } : { zoom: routeZoom },
        signal,
      }),
  });
  const route = result.data;
  const shownDay = day || route?.day || '';
  const pickDay = (next: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(next) || next === shownDay) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('day', next);
        // A trip's span or an episode's instant belong to the day they came from.
        for (const key of ['from', 'until', 'at']) changed.delete(key);
        return changed;
      },
      { replace: true },
    );
  };
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(playbackSpeeds[1]);
  // A trip's playback (from routing details) bounds the slider to the trip's span.
  const spanFrom = Number(params.get('from')) || -Infinity;
  const spanUntil = Number(params.get('until')) || Infinity;
  const first = Math.max(route?.points[0]?.[2] ?? 0, spanFrom);
  const last = Math.max(first, Math.min(route?.points.at(-1)?.[2] ?? 0, spanUntil));
  const at = route ? positionAt(route.points, time) : null;

  // A link from an episode (`at`, an instant) starts the playback there rather than at the first
  // fix of the day or of the trip's span.
  const startAt = params.get('at');
  useEffect(() => {
    const from = startAt ? Math.floor(Date.parse(startAt) / 1000) : Number.NaN;
    setTime(Number.isFinite(from) ? Math.min(Math.max(from, first), last) : first);
  }, [first, last, startAt]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let before = performance.now();
    const step = (now: number) => {
      const elapsed = (now - before) / 1000;
      before = now;
      setTime((current) => {
        const next = Math.min(last, current + elapsed * speed);
        if (next >= last) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, last]);

  const title = t(pageTitleKey('reportsRoutingView'));
  const clock = (seconds: number) => formatDate(seconds * 1000, locale, 'time');
  return (
    <>
      <PageHeading
        title={route ? `${title}: ${route.company_vehicle.name}` : title}
        subtitle={shownDay ? formatDay(shownDay, locale) : undefined}
        actions={
          <Box sx={{ width: 220 }} data-testid="routing-day-picker">
            <DateInput
              name="day"
              label={t('reportFrame.routing.day')}
              value={shownDay}
              onChange={pickDay}
              onBlur={() => undefined}
              required
            />
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {!route ? (
          <Skeleton variant="rectangular" height={480} />
        ) : route.points.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }} data-testid="routing-empty">
            {t('reportFrame.routing.noRoute')}
          </Alert>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ p: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                size="small"
                label={t('reportFrame.routing.points', {
                  shown: formatNumber(route.points.length, locale),
                  total: formatNumber(route.total_points, locale),
                })}
              />
              <Chip
                size="small"
                icon={<LegendDot colour={stopColour} />}
                label={t('reportFrame.routing.stops', {
                  count: route.stops.length,
                  value: formatNumber(route.stops.length, locale),
                })}
              />
              <Chip
                size="small"
                icon={<LegendDot colour={eventColour} />}
                label={t('reportFrame.routing.events', {
                  count: route.events.length,
                  value: formatNumber(route.events.length, locale),
                })}
              />
            </Stack>
            <RouteMap
              route={route}
              position={at}
              label={at ? t('reportFrame.routing.kmh', { value: formatNumber(at.speed, locale) }) : ''}
            />
            <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
              <IconButton
                color="primary"
                onClick={() => {
                  if (!playing && time >= last) setTime(first);
                  setPlaying(!playing);
                }}
                aria-label={t(playing ? 'reportFrame.routing.pause' : 'reportFrame.routing.play')}
                data-testid="playback-toggle"
              >
                {playing ? <PauseRounded /> : <PlayArrowRounded />}
              </IconButton>
              <Typography variant="body2" sx={{ minWidth: 72 }} data-testid="playback-clock">
                {clock(time)}
              </Typography>
              <Slider
                min={first}
                max={last}
                value={time}
                onChange={(_event, value) => setTime(value as number)}
                valueLabelDisplay="auto"
                valueLabelFormat={clock}
                aria-label={t('reportFrame.routing.slider')}
                data-testid="playback-slider"
                sx={{ flex: 1 }}
              />
              <TextField
                select
                size="small"
                label={t('reportFrame.routing.speed')}
                value={speed}
                onChange={(event) => setSpeed(Number(event.target.value))}
                sx={{ minWidth: 110 }}
              >
                {playbackSpeeds.map((value) => (
                  <MenuItem key={value} value={value}>
                    {`×${formatNumber(value, locale)}`}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </>
        )}
      </Paper>
    </>
  );
}

import { isoDayIn } from '@navgan/domain/calendar-day';
import { presetRange, type ReportPreset, reportPresets } from '@navgan/domain/report-range';

/** What a report screen keeps in its URL: the selection, the range and its preset, the page. */
export interface ReportState {
  vehicles: string[];
  tags: string[];
  /** Geofences (the geofence-rules report takes exactly one). */
  fences: string[];
  preset: ReportPreset;
  start: string;
  stop: string;
  page: number;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function readReportState(params: URLSearchParams): ReportState {
  const preset = (reportPresets as readonly string[]).includes(params.get('preset') ?? '')
    ? (params.get('preset') as ReportPreset)
    : '30d';
  const range = preset === 'custom' ? null : presetRange(preset, isoDayIn(new Date()));
  return {
    vehicles: list(params.get('company_vehicle__id__in')),
    tags: list(params.get('company_vehicle_tags__id__in')),
    fences: list(params.get('geofence__id__in')),
    preset,
    start: range?.start ?? params.get('start_range') ?? '',
    stop: range?.stop ?? params.get('stop_range') ?? '',
    page: Math.max(1, Number(params.get('p')) || 1),
  };
}

export function reportSearchParams(state: ReportState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vehicles.length) params.set('company_vehicle__id__in', state.vehicles.join(','));
  if (state.tags.length) params.set('company_vehicle_tags__id__in', state.tags.join(','));
  if (state.fences.length) params.set('geofence__id__in', state.fences.join(','));
  params.set('preset', state.preset);
  if (state.preset === 'custom') {
    if (state.start) params.set('start_range', state.start);
    if (state.stop) params.set('stop_range', state.stop);
  }
  if (state.page > 1) params.set('p', String(state.page));
  return params;
}

/** The API query of a state, or null while it cannot run (nothing chosen, or no range). */
export function reportApiQuery(state: ReportState, page = true): Record<string, string> | null {
  if ((state.vehicles.length === 0 && state.tags.length === 0) || !state.start || !state.stop) return null;
  return {
    ...(state.vehicles.length ? { company_vehicle__id__in: state.vehicles.join(',') } : {}),
    ...(state.tags.length ? { company_vehicle_tags__id__in: state.tags.join(',') } : {}),
    ...(state.fences.length ? { geofence__id__in: state.fences.join(',') } : {}),
    start_range: state.start,
    stop_range: state.stop,
    ...(page && state.page > 1 ? { p: String(state.page) } : {}),
  };
}

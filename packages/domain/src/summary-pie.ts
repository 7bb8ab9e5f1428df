import { realtimePieColors } from './constants';
import type { TrafficStatus } from './traffic-status';

/** One slice of a dashboard pie (spec section 3, "Summary pie item"). */
export interface SummaryPieItem {
  /** The lookup row's id; null for "not set"; the realtime pie uses 'updated' / 'not_updated'. */
  id: number | string | null;
  fa_title: string;
  en_title: string;
  count: number;
  color: { code: string };
}

/** `customer/v1/car-live-state/`: the realtime pie, and the counts behind it by live status. */
export interface CarLiveState {
  total: number;
  results: SummaryPieItem[];
  statuses: Record<TrafficStatus, number>;
}

/** The slice of rows whose lookup is empty. */
export const notSetSlice = { fa_title: 'نامشخص', en_title: 'Not set', color: '#9ca3af' } as const;

export const realtimeSlices = {
  updated: { fa_title: 'به‌روز', en_title: 'Updated', color: realtimePieColors.updated },
  not_updated: { fa_title: 'به‌روز نشده', en_title: 'Not updated', color: realtimePieColors.notUpdated },
} as const;

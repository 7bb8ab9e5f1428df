/**
 * Driver employment statuses; `color` is the slice colour on the dashboard pie.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const driverStatuses: readonly { id: number; fa_title: string; en_title: string; color: string }[] = [
  { id: 1, fa_title: 'مشغول به کار', en_title: 'Working', color: '#22c55e' },
  { id: 2, fa_title: 'مرخصی', en_title: 'On leave', color: '#3b82f6' },
  { id: 3, fa_title: 'پایان قرارداد', en_title: 'Contract ended', color: '#6b7280' },
  { id: 4, fa_title: 'تعلیق', en_title: 'Suspended', color: '#ef4444' },
];

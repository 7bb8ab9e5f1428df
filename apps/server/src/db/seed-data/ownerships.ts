/**
 * Vehicle ownership; `color` is the slice colour on the dashboard pie.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const ownerships: readonly { id: number; fa_title: string; en_title: string; color: string }[] = [
  { id: 1, fa_title: 'ملکی', en_title: 'Owned', color: '#3b82f6' },
  { id: 2, fa_title: 'استیجاری', en_title: 'Rented', color: '#f59e0b' },
];

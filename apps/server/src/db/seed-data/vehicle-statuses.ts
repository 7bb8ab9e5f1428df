/**
 * Vehicle statuses; `color` is the slice colour on the dashboard pie.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const vehicleStatuses: readonly { id: number; fa_title: string; en_title: string; color: string }[] = [
  { id: 1, fa_title: 'فعال', en_title: 'Active', color: '#22c55e' },
  { id: 2, fa_title: 'در تعمیر', en_title: 'In repair', color: '#f59e0b' },
  { id: 3, fa_title: 'خارج از سرویس', en_title: 'Out of service', color: '#ef4444' },
  { id: 4, fa_title: 'فروخته‌شده / اسقاط', en_title: 'Sold / retired', color: '#6b7280' },
  { id: 5, fa_title: 'رزرو', en_title: 'Reserve', color: '#3b82f6' },
];

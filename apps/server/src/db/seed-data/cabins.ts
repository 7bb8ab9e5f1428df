/**
 * Cabin / trailer body types (what is mounted on the chassis or towed).
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const cabins: readonly { id: number; fa_title: string; en_title: string }[] = [
  { id: 1, fa_title: 'اتاق بسته (جعبه‌ای)', en_title: 'Box' },
  { id: 2, fa_title: 'یخچال‌دار', en_title: 'Refrigerated' },
  { id: 3, fa_title: 'ایزوله', en_title: 'Insulated' },
  { id: 4, fa_title: 'کفی', en_title: 'Flatbed' },
  { id: 5, fa_title: 'لبه‌دار (باز)', en_title: 'Open (dropside)' },
  { id: 6, fa_title: 'چادری', en_title: 'Curtain-side' },
  { id: 7, fa_title: 'کمپرسی', en_title: 'Dump (tipper)' },
  { id: 8, fa_title: 'تانکر', en_title: 'Tanker' },
  { id: 9, fa_title: 'بونکر (سیلو)', en_title: 'Bulk silo' },
  { id: 10, fa_title: 'کانتینربر', en_title: 'Container chassis' },
  { id: 11, fa_title: 'کمرشکن', en_title: 'Low-bed' },
  { id: 12, fa_title: 'خودروبر', en_title: 'Car carrier' },
  { id: 13, fa_title: 'میکسر بتن', en_title: 'Concrete mixer' },
  { id: 14, fa_title: 'دام‌بر', en_title: 'Livestock carrier' },
];

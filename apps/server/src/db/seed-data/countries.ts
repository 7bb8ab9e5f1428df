/**
 * Countries. Only Iran for now; provinces.ts rows belong to country 1.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const countries: readonly { id: number; fa_title: string; en_title: string }[] = [
  { id: 1, fa_title: 'ایران', en_title: 'Iran' },
];

/**
 * Vehicle insurance policy types.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const insuranceTypes: readonly { id: number; fa_title: string; en_title: string }[] = [
  { id: 1, fa_title: 'شخص ثالث', en_title: 'Third-party liability' },
  { id: 2, fa_title: 'بدنه', en_title: 'Body (comprehensive)' },
  { id: 3, fa_title: 'حوادث راننده', en_title: 'Driver accident' },
  { id: 4, fa_title: 'باربری', en_title: 'Cargo' },
  { id: 5, fa_title: 'آتش‌سوزی و سرقت', en_title: 'Fire and theft' },
];

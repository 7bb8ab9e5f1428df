/**
 * Common vehicle colours, with a CSS hex code for swatches.
 * Ids are stable: never renumber or reuse them; append new rows at the end.
 */
export const colors: readonly { id: number; fa_title: string; en_title: string; code: string }[] = [
  { id: 1, fa_title: 'سفید', en_title: 'White', code: '#ffffff' },
  { id: 2, fa_title: 'مشکی', en_title: 'Black', code: '#000000' },
  { id: 3, fa_title: 'نقره‌ای', en_title: 'Silver', code: '#c0c0c0' },
  { id: 4, fa_title: 'خاکستری', en_title: 'Grey', code: '#808080' },
  { id: 5, fa_title: 'نوک‌مدادی', en_title: 'Charcoal grey', code: '#4a4f55' },
  { id: 6, fa_title: 'دلفینی', en_title: 'Dolphin grey', code: '#8e99a4' },
  { id: 7, fa_title: 'قرمز', en_title: 'Red', code: '#d32f2f' },
  { id: 8, fa_title: 'زرشکی', en_title: 'Maroon', code: '#800020' },
  { id: 9, fa_title: 'آلبالویی', en_title: 'Cherry red', code: '#9b1b30' },
  { id: 10, fa_title: 'آبی', en_title: 'Blue', code: '#1e5bc6' },
  { id: 11, fa_title: 'سرمه‌ای', en_title: 'Navy blue', code: '#1b2a4a' },
  { id: 12, fa_title: 'سبز', en_title: 'Green', code: '#2e7d32' },
  { id: 13, fa_title: 'یشمی', en_title: 'Jade green', code: '#00a86b' },
  { id: 14, fa_title: 'زرد', en_title: 'Yellow', code: '#fdd835' },
  { id: 15, fa_title: 'نارنجی', en_title: 'Orange', code: '#fb8c00' },
  { id: 16, fa_title: 'قهوه‌ای', en_title: 'Brown', code: '#6d4c41' },
  { id: 17, fa_title: 'بژ', en_title: 'Beige', code: '#d8c3a5' },
  { id: 18, fa_title: 'طلایی', en_title: 'Gold', code: '#d4af37' },
  { id: 19, fa_title: 'کرم', en_title: 'Cream', code: '#fffdd0' },
  { id: 20, fa_title: 'بنفش', en_title: 'Purple', code: '#6a1b9a' },
];

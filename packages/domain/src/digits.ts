const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Persian (U+06F0..) and Arabic-Indic (U+0660..) digits to Latin digits; other characters kept. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (ch) => {
    const persian = persianDigits.indexOf(ch);
    return String(persian >= 0 ? persian : arabicDigits.indexOf(ch));
  });
}

export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => persianDigits[Number(d)] ?? d);
}

/** The spec's vehicle-search rule: normalise digits, then keep only digits. */
export function digitsOnly(text: string): string {
  return toLatinDigits(text).replace(/[^0-9]/g, '');
}

/**
 * Letters used on Iranian licence plates. `code` is the two-digit code stored in characters 3-4 of the
 * 9-character plate string (2 digits + letter code + 3 digits + 2-digit region), `char` is what is printed on the
 * plate and fa_title is the Persian name of the letter. Codes follow the Persian alphabet, with the Latin
 * diplomatic letters last.
 * Codes and ids are stable: never renumber or reuse them; append new letters at the end.
 */
export const plateLetters: readonly {
  id: number;
  code: string;
  char: string;
  fa_title: string;
  en_title: string;
}[] = [
  { id: 1, code: '01', char: 'الف', fa_title: 'الف', en_title: 'Alef' },
  { id: 2, code: '02', char: 'ب', fa_title: 'بِ', en_title: 'Be' },
  { id: 3, code: '03', char: 'پ', fa_title: 'پِ', en_title: 'Pe' },
  { id: 4, code: '04', char: 'ت', fa_title: 'تِ', en_title: 'Te' },
  { id: 5, code: '05', char: 'ث', fa_title: 'ثِ', en_title: 'Se' },
  { id: 6, code: '06', char: 'ج', fa_title: 'جیم', en_title: 'Jim' },
  { id: 7, code: '07', char: 'د', fa_title: 'دال', en_title: 'Dal' },
  { id: 8, code: '08', char: 'ز', fa_title: 'زِ', en_title: 'Ze' },
  // ژ: vehicles of disabled veterans and people with disabilities
  { id: 9, code: '09', char: 'ژ', fa_title: 'ژِ', en_title: 'Zhe' },
  { id: 10, code: '10', char: 'س', fa_title: 'سین', en_title: 'Sin' },
  { id: 11, code: '11', char: 'ش', fa_title: 'شین', en_title: 'Shin' },
  { id: 12, code: '12', char: 'ص', fa_title: 'صاد', en_title: 'Sad' },
  { id: 13, code: '13', char: 'ط', fa_title: 'طا', en_title: 'Ta' },
  { id: 14, code: '14', char: 'ع', fa_title: 'عین', en_title: 'Eyn' },
  { id: 15, code: '15', char: 'ف', fa_title: 'فِ', en_title: 'Fe' },
  { id: 16, code: '16', char: 'ق', fa_title: 'قاف', en_title: 'Qaf' },
  { id: 17, code: '17', char: 'ک', fa_title: 'کاف', en_title: 'Kaf' },
  { id: 18, code: '18', char: 'گ', fa_title: 'گاف', en_title: 'Gaf' },
  { id: 19, code: '19', char: 'ل', fa_title: 'لام', en_title: 'Lam' },
  { id: 20, code: '20', char: 'م', fa_title: 'میم', en_title: 'Mim' },
  { id: 21, code: '21', char: 'ن', fa_title: 'نون', en_title: 'Nun' },
  { id: 22, code: '22', char: 'و', fa_title: 'واو', en_title: 'Vav' },
  { id: 23, code: '23', char: 'ه', fa_title: 'هِ', en_title: 'He' },
  { id: 24, code: '24', char: 'ی', fa_title: 'یِ', en_title: 'Ye' },
  // D and S: diplomatic and diplomatic-service plates
  { id: 25, code: '25', char: 'D', fa_title: 'دی', en_title: 'D' },
  { id: 26, code: '26', char: 'S', fa_title: 'اس', en_title: 'S' },
];

const charByCode = new Map(plateLetters.map((letter) => [letter.code, letter.char]));

/** The letter painted on a plate for the code stored in it (`plateText`'s `letterFor`). */
export function plateLetterOf(code: string): string | undefined {
  return charByCode.get(code);
}

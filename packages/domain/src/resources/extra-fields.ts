import { z } from 'zod';
import { toLatinDigits } from '../digits';
import { rangedNumber, readNumber } from './fields';

/**
 * Field builders the fleet records need beyond `fields.ts`: switches, litres, and digit strings
 * typed with separators. Same conventions: empty form values count as "not given".
 */

/** A yes/no switch; forms may send 'true'/'false'. */
export const flag = (defaultValue: boolean) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'invalid' }).default(defaultValue),
  );

/** Text of `length` digits typed with spaces or dashes, Persian digits accepted (card numbers). */
export const groupedDigits = (length: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s-]/g, '') || undefined : v),
    z.string({ error: 'required' }).regex(new RegExp(`^[0-9]{${length}}$`), { error: 'invalid' }),
  );

/** A volume in litres, kept to two decimals; Persian digits and the Persian decimal mark accepted. */
export const litres = (options: { min: number; max: number }) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : readNumber(v)),
    rangedNumber(options.min, options.max).transform((value) => Math.round(value * 100) / 100),
  );

/** A phone number, stored as digits (a leading + kept); 4 to 15 digits (short support lines too). */
export const optionalPhone = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[\s\-()]/g, '') : v == null ? '' : v),
    z.union([z.literal(''), z.string().regex(/^\+?[0-9]{4,15}$/, { error: 'invalid' })], {
      error: 'invalid',
    }),
  );

import { z } from 'zod';
import { costMaxBillionRials } from '../constants';
import { toLatinDigits } from '../digits';

/**
 * Field builders shared by the resource schemas, so every form and API answer gives the same
 * messages for the same kind of field. Empty strings from forms count as "not given".
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'maxLength' });

/** Optional text: stored as '' when not given. */
export const optionalText = (max = 200) =>
  z.preprocess(
    (v) => (v == null ? '' : v),
    z.string({ error: 'invalid' }).trim().max(max, { error: 'maxLength' }),
  );

/** Digits-only text of a fixed or bounded length (postal code, personnel code): Persian digits accepted. */
export const digitText = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v.trim()) : v == null ? '' : v),
    z.union([z.literal(''), z.string().regex(new RegExp(`^[0-9]{${min},${max}}$`), { error: 'invalid' })]),
  );

/** A calendar day as ISO text (YYYY-MM-DD); the web's Jalali pickers send Gregorian ISO days. */
/** 'required' when the value is missing, 'invalid' when it is there but wrong. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid';

const isoDay = z
  .string({ error: requiredOrInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'invalid' });

export const requiredDay = () => z.preprocess(emptyToUndefined, isoDay);
export const optionalDay = () => z.preprocess(emptyToNull, isoDay.nullable());

/** An instant as ISO text with a zone (what the web's date-time pickers send). */
export const requiredInstant = () =>
  z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: requiredOrInvalid }));

/** A reference to another record by id ("Choosing X is Required" when missing). */
export const requiredRef = () =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'choiceRequired' })
      .int({ error: 'invalid' })
      .positive({ error: 'choiceRequired' }),
  );
export const optionalRef = () =>
  z.preprocess(
    emptyToNull,
    z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).positive({ error: 'invalid' }).nullable(),
  );

export const refList = () => z.array(z.coerce.number().int().positive(), { error: 'invalid' }).default([]);

/** A choice among fixed values. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: 'choiceRequired' }));
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values, { error: 'invalid' }).nullable());

/** Whole number in a range; optional ones are stored as null. */
export const optionalCount = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : toLatinDigits(v)) : (v ?? null)),
    z.coerce
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(max, { error: 'invalid' })
      .nullable(),
  );

/** An amount of money in rials (whole number, thousands separators and Persian digits accepted). */
export const rials = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[,٬\s]/g, '') || undefined : v),
    z.coerce
      .number({ error: 'required' })
      .int({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(costMaxBillionRials * 1_000_000_000 - 1, { error: 'costMax' }),
  );
export const optionalRials = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v).replace(/[,٬\s]/g, '') || null : (v ?? null)),
    z.coerce
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'invalid' })
      .max(costMaxBillionRials * 1_000_000_000 - 1, { error: 'costMax' })
      .nullable(),
  );

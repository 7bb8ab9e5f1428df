import { z } from 'zod';
import { isoDayIn } from '../calendar-day';
import { costMaxBillionRials, maxRecordId } from '../constants';
import { toLatinDigits } from '../digits';
import { anyDay, type DayRange, dayRangeOn, isCalendarDay } from '../field-ranges';

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

/**
 * A number as JSON sends it or as a form types it: Persian digits, thousands separators, the
 * Persian decimal mark and a minus sign of any kind are read; anything else (an array, an object,
 * a boolean, `1e300` as text) is left as it is, so the number schema refuses it. `z.coerce` would
 * read `[[[[7]]]]` as 7 and `true` as 1, and a dropped minus would flip the sign.
 */
export function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value)
    .replace(/[,٬\s]/g, '')
    .replace('٫', '.')
    .replace(/^[−‐‑–—]/, '-');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
}

/** `readNumber` after mapping the empty text (and absent values) to `empty`. */
const numberOr = (empty: null | undefined) => (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? empty
    : readNumber(value);

/** A finite number with its plausible range: "must not be less than" / "more than" messages. */
export const rangedNumber = (min: number, max: number, error = 'invalid') =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : error) })
    .min(min, { error: 'notBelow' })
    .max(max, { error: 'notAbove' });

/** A record id (1..2^31-1): PostgreSQL's integer, so an id beyond it is a 400, not a 500. */
const recordId = (error: string) =>
  z.number({ error }).int({ error: 'invalid' }).positive({ error }).max(maxRecordId, { error: 'invalid' });

/** 'required' when the value is missing, 'invalid' when it is there but wrong. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : 'invalid';

/**
 * A calendar day as ISO text (YYYY-MM-DD) that exists (no 30 February) and lies in the field's
 * plausible range (field-ranges.ts); the web's Jalali pickers send Gregorian ISO days.
 */
const plausibleDay = (range: DayRange) =>
  z
    .string({ error: requiredOrInvalid })
    .refine(isCalendarDay, { error: 'invalid', abort: true })
    .superRefine((day, ctx) => {
      const { min, max } = dayRangeOn(range);
      if (day < min || day > max)
        ctx.addIssue({ code: 'custom', message: 'dayRange', params: { min, max }, input: day });
    })
    .meta({ dayRange: range });

export const requiredDay = (range: DayRange = anyDay) => z.preprocess(emptyToUndefined, plausibleDay(range));
export const optionalDay = (range: DayRange = anyDay) =>
  z.preprocess(emptyToNull, plausibleDay(range).nullable());

/** An instant as ISO text with a zone (what the web's date-time pickers send), on a plausible day. */
export const requiredInstant = (range: DayRange = anyDay) =>
  z.preprocess(
    emptyToUndefined,
    z.iso
      .datetime({ offset: true, error: requiredOrInvalid })
      .refine((v) => isCalendarDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)), {
        error: 'invalid',
        abort: true,
      })
      .superRefine((instant, ctx) => {
        const { min, max } = dayRangeOn(range);
        const day = isoDayIn(new Date(instant));
        if (day < min || day > max)
          ctx.addIssue({ code: 'custom', message: 'dayRange', params: { min, max }, input: instant });
      })
      .meta({ dayRange: range }),
  );

/** A reference to another record by id ("Choosing X is Required" when missing). */
export const requiredRef = () => z.preprocess(numberOr(undefined), recordId('choiceRequired'));
export const optionalRef = () => z.preprocess(numberOr(null), recordId('invalid').nullable());

export const refList = () =>
  z.array(z.preprocess(readNumber, recordId('invalid')), { error: 'invalid' }).default([]);

/** A choice among fixed values. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: 'choiceRequired' }));
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values, { error: 'invalid' }).nullable());

/** Whole number in a range (0..max unless told); optional ones are stored as null. */
export const optionalCount = (max: number, min = 0) =>
  z.preprocess(numberOr(null), rangedNumber(min, max).int({ error: 'invalid' }).nullable());

const maxRials = costMaxBillionRials * 1_000_000_000 - 1;

/** An amount of money in rials (whole number, thousands separators and Persian digits accepted). */
export const rials = () =>
  z.preprocess(
    numberOr(undefined),
    z
      .number({ error: requiredOrInvalid })
      .int({ error: 'invalid' })
      .min(0, { error: 'notBelow' })
      .max(maxRials, { error: 'costMax' }),
  );
export const optionalRials = () =>
  z.preprocess(
    numberOr(null),
    z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(0, { error: 'notBelow' })
      .max(maxRials, { error: 'costMax' })
      .nullable(),
  );

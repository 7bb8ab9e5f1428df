import type { z } from 'zod';

/**
 * What a form can learn from a field's schema without repeating it: whether the field must be
 * filled, and the text length limit its messages name. Forms keep every value as text, so
 * "required" means the empty text does not pass.
 */
export function isRequiredField(schema: z.ZodType): boolean {
  return !schema.safeParse('').success;
}

type Check = { _zod: { def: { check: string; maximum?: unknown; minimum?: unknown } } };
type Inspectable = { _zod: { def: { type: string; checks?: Check[] } & Record<string, unknown> } };

/** The `max(n)` of the text inside a field schema (through preprocess, refine and transform pipes). */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  return lengthBound(schema as unknown as Inspectable, 'maximum');
}

/** The `min(n)` of the text inside a field schema. */
export function minLengthOf(schema: z.core.$ZodType): number | undefined {
  return lengthBound(schema as unknown as Inspectable, 'minimum');
}

function lengthBound(schema: Inspectable, key: 'maximum' | 'minimum'): number | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string': {
      const check = key === 'maximum' ? 'max_length' : 'min_length';
      const bound = def.checks?.find((c) => c._zod.def.check === check)?._zod.def[key];
      return typeof bound === 'number' ? bound : undefined;
    }
    case 'pipe':
      return lengthBound(def.in as Inspectable, key) ?? lengthBound(def.out as Inspectable, key);
    case 'nullable':
    case 'optional':
    case 'default':
      return lengthBound(def.innerType as Inspectable, key);
    default:
      return undefined;
  }
}

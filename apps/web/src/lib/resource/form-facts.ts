import { isRequiredField, maxLengthOf } from '@navgan/domain/resources/field-facts';
import type { z } from 'zod';
import type { FormField } from '../define-resource';

export interface FieldFacts {
  required: boolean;
  maxLength?: number;
}

/** What the schema says of each form field: required or not, and its length limit. */
export function formFacts(schema: z.ZodObject, fields: readonly FormField[]): Record<string, FieldFacts> {
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    fields.map((field): [string, FieldFacts] => {
      const rule = shape[field.name];
      const max = rule ? maxLengthOf(rule) : undefined;
      return [
        field.name,
        // A list defaults to none and a switch to off: neither is ever missing.
        {
          required:
            rule && field.kind !== 'multiLookup' && field.kind !== 'switch' ? isRequiredField(rule) : false,
          ...(max === undefined ? {} : { maxLength: max }),
        },
      ];
    }),
  );
}

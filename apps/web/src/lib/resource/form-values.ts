import type { FormField, FormSection, FormValues } from '../define-resource';

export function formFields(sections: readonly FormSection[]): FormField[] {
  return sections.flatMap((section) => section.fields);
}

/** The add form's starting values: every field empty unless the resource says otherwise. */
export function emptyFormValues(
  fields: readonly FormField[],
  defaults: Partial<Record<string, string>> = {},
): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, defaults[field.name] ?? '']));
}

/**
 * A read object as form values: each form field's value as text ('' for null). Ids of lookups
 * become '12', amounts '1250000', days stay ISO.
 */
export function recordToFormValues(record: object, fields: readonly FormField[]): FormValues {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, asText(source[field.name])]));
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(String).join(',');
  // A lookup the API answers as a titled object ({id, fa_title, en_title}) is edited by its id.
  if (typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') {
    return String((value as { id: number }).id);
  }
  return '';
}

/** The ids of a several-row field's form value ('3,7' → ['3', '7']). */
export function idList(value: string): string[] {
  return value.split(',').filter((id) => id.trim() !== '');
}

/** Form values as the schema reads them: several-row fields become lists of ids. */
export function formToInput(
  values: Readonly<Record<string, unknown>>,
  fields: readonly FormField[],
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (field.kind === 'multiLookup') input[field.name] = idList(String(values[field.name] ?? ''));
  }
  return input;
}

/**
 * Fields that depend on `name`, directly or through another: lookups (province → city →
 * neighbourhood) and dates that switch to date-times with it. They are emptied when it changes.
 */
export function dependentFields(fields: readonly FormField[], name: string): string[] {
  const found: string[] = [];
  const visit = (parent: string) => {
    for (const field of fields) {
      const dependent =
        (field.kind === 'lookup' && field.source.parent?.field === parent) ||
        (field.kind === 'date' && field.timeWhen?.field === parent);
      if (dependent && !found.includes(field.name)) {
        found.push(field.name);
        visit(field.name);
      }
    }
  };
  visit(name);
  return found;
}

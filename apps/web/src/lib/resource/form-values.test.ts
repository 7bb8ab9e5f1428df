import { describe, expect, it } from 'vitest';
import type { FormField } from '../define-resource';
import { dependentFields, emptyFormValues, formToInput, recordToFormValues } from './form-values';
import { serverFieldErrors } from './server-field-errors';

const fields: FormField[] = [
  { name: 'first_name', kind: 'text' },
  { name: 'birthday', kind: 'date' },
  { name: 'hourly_salary', kind: 'money' },
  { name: 'children_count', kind: 'number' },
  { name: 'province', kind: 'lookup', source: { path: 'geolocations/provinces/' } },
  {
    name: 'neighborhood',
    kind: 'lookup',
    source: { path: 'geolocations/neighborhood/', parent: { field: 'city', param: 'city' } },
  },
  {
    name: 'city',
    kind: 'lookup',
    source: { path: 'geolocations/cities/', parent: { field: 'province', param: 'province' } },
  },
];

describe('form values', () => {
  it('start empty, with the defaults given', () => {
    expect(emptyFormValues(fields, { children_count: '0' })).toEqual({
      first_name: '',
      birthday: '',
      hourly_salary: '',
      children_count: '0',
      province: '',
      neighborhood: '',
      city: '',
    });
  });

  it('come from a read object as text, nulls as empty', () => {
    const record = {
      id: 4,
      first_name: 'رضا',
      birthday: '1988-03-21',
      hourly_salary: 1_250_000,
      children_count: 0,
      province: 8,
      city: null,
      province_title: { id: 8, fa_title: 'تهران', en_title: 'Tehran' },
    };
    expect(recordToFormValues(record, fields)).toEqual({
      first_name: 'رضا',
      birthday: '1988-03-21',
      hourly_salary: '1250000',
      children_count: '0',
      province: '8',
      neighborhood: '',
      city: '',
    });
  });

  it('know which lookups follow a parent, through the whole cascade', () => {
    expect(dependentFields(fields, 'province')).toEqual(['city', 'neighborhood']);
    expect(dependentFields(fields, 'city')).toEqual(['neighborhood']);
    expect(dependentFields(fields, 'first_name')).toEqual([]);
  });
});

describe('serverFieldErrors', () => {
  it('keeps the messages of form fields only', () => {
    const body = {
      national_code: ['کد ملی نامعتبر است'],
      city: ['Invalid City', 'Really'],
      non_field_errors: ['Overlap'],
      code: 'x',
    };
    expect(serverFieldErrors(body, ['national_code', 'city', 'first_name'])).toEqual([
      ['national_code', 'کد ملی نامعتبر است'],
      ['city', 'Invalid City Really'],
    ]);
  });

  it('ignores bodies that are not field maps', () => {
    expect(serverFieldErrors(['x'], ['a'])).toEqual([]);
    expect(serverFieldErrors('oops', ['a'])).toEqual([]);
    expect(serverFieldErrors(null, ['a'])).toEqual([]);
  });
});

describe('dates that switch to date-times', () => {
  it('are emptied when the field they follow changes', () => {
    const fields: FormField[] = [
      { name: 'kind', kind: 'enum', options: [] },
      { name: 'start', kind: 'date', timeWhen: { field: 'kind', value: 'hourly' } },
      { name: 'end', kind: 'date', timeWhen: { field: 'kind', value: 'hourly' } },
      { name: 'birthday', kind: 'date' },
    ];
    expect(dependentFields(fields, 'kind')).toEqual(['start', 'end']);
  });
});

describe('form values of lists and titled lookups', () => {
  const fields: FormField[] = [
    { name: 'color', kind: 'lookup', source: { path: 'colors/' } },
    { name: 'tags', kind: 'multiLookup', source: { path: 'tags/' } },
    { name: 'cold', kind: 'switch' },
  ];

  it('edits a titled lookup by its id, a list comma-joined and a flag as text', () => {
    const record = {
      color: { id: 4, fa_title: 'سفید', en_title: 'White', code: '#fff' },
      tags: [3, 7],
      cold: true,
    };
    expect(recordToFormValues(record, fields)).toEqual({ color: '4', tags: '3,7', cold: 'true' });
  });

  it('gives the schema lists of ids for several-row fields', () => {
    expect(formToInput({ color: '4', tags: '3,7', cold: 'false' }, fields)).toEqual({
      color: '4',
      tags: ['3', '7'],
      cold: 'false',
    });
    expect(formToInput({ color: '', tags: '', cold: '' }, fields).tags).toEqual([]);
  });
});

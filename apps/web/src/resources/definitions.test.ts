import { describe, expect, it } from 'vitest';
import fa from '../locales/fa.json';
import { drivers } from './drivers';
import { fines } from './fines';
import { fuelCards } from './fuel-cards';
import { leaves } from './leaves';
import { services } from './services';
import { tags } from './tags';
import { vehicles } from './vehicles';

const definitions = [tags, drivers, vehicles, fines, fuelCards, leaves, services];

function hasMessage(key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], fa);
  return typeof value === 'string' && value.trim() !== '';
}

describe.each(definitions.map((d) => [d.name, d] as const))('resource %s', (_name, definition) => {
  const formNames = definition.form.flatMap((section) => section.fields.map((field) => field.name));
  const schemaNames = Object.keys(definition.schema.shape);

  it('edits every field of its schema exactly once (PUT replaces the whole record)', () => {
    expect([...formNames].sort()).toEqual([...schemaNames].sort());
    expect(new Set(formNames).size).toBe(formNames.length);
  });

  it('has a label in every language for every field', () => {
    for (const locale of ['fa', 'en', 'tr'] as const) {
      for (const name of schemaNames)
        expect(definition.labels[locale][name], `${locale}.${name}`).toBeTruthy();
    }
  });

  it('names only catalogue texts that exist', () => {
    const keys = [
      definition.list.empty.title,
      definition.list.empty.body,
      ...(definition.list.search ? [definition.list.search] : []),
      ...definition.form.map((section) => section.title),
      ...(definition.facts ? [definition.facts.title] : []),
      ...[...definition.list.columns, ...(definition.facts?.columns ?? [])].flatMap((column) => [
        ...(column.label ? [column.label] : []),
        ...(column.kind === 'enum' || column.kind === 'status'
          ? column.options.map((option) => option.label)
          : []),
      ]),
      ...(definition.list.filters ?? []).flatMap((filter) => [
        filter.label,
        ...('options' in filter ? (filter.options ?? []).map((option) => option.label) : []),
      ]),
      ...definition.form.flatMap((section) =>
        section.fields.flatMap((field) => [
          ...(field.kind === 'enum' ? field.options.map((o) => o.label) : []),
          ...(field.helper ? [field.helper] : []),
        ]),
      ),
    ];
    expect(keys.filter((key) => !hasMessage(key))).toEqual([]);
  });

  it('labels columns it has no catalogue text for from its field labels', () => {
    for (const column of definition.list.columns) {
      if (column.label) continue;
      expect(definition.labels.fa[column.labelField ?? column.field], column.field).toBeTruthy();
    }
  });

  it('cascades only from fields of its own form', () => {
    for (const section of definition.form) {
      for (const field of section.fields) {
        if (field.kind === 'lookup' && field.source.parent)
          expect(formNames).toContain(field.source.parent.field);
      }
    }
  });
});

import { accessResources } from '@navgan/domain/access';
import { manifestEntries } from '@navgan/domain/manifest/resource-manifest';
import { textIn } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import fa from '@navgan/domain/messages/fa.json';
import { describe, expect, it } from 'vitest';
import { addMenuLinks, menuEntries } from '../app/layout/menu-items';
import { pageTitleKey, routeIds } from '../lib/paths';
import { recordScreenResources } from './load-definition';
import { users } from './users';

// Every manifest resource with record screens, through the loader the router uses (geofences,
// rules and plans draw their own forms: their definitions serve the lists).
const definitions = await Promise.all(recordScreenResources().map(({ load }) => load()));

function hasMessage(key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], fa);
  return typeof value === 'string' && value.trim() !== '';
}

describe.each(definitions.filter((d) => d.form.length > 0).map((d) => [d.name, d] as const))(
  'resource %s',
  (_name, definition) => {
    const formNames = definition.form.flatMap((section) => section.fields.map((field) => field.name));
    const schemaNames = Object.keys(definition.schema.shape);

    it('edits every field of its schema exactly once (PUT replaces the whole record)', () => {
      expect([...formNames].sort()).toEqual([...schemaNames].sort());
      expect(new Set(formNames).size).toBe(formNames.length);
    });

    it('has a label in every language for every field', () => {
      for (const locale of ['fa', 'en', 'tr'] as const) {
        for (const name of schemaNames)
          expect(
            textIn(catalogueOf(locale).messages.labels[definition.labels], name),
            `${locale}.${name}`,
          ).toBeTruthy();
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
        expect(
          textIn(fa.labels[definition.labels], column.labelField ?? column.field),
          column.field,
        ).toBeTruthy();
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
  },
);

describe('the resource manifest', () => {
  it('gives every resource with record screens a web definition under its name', () => {
    const named = manifestEntries.filter(([, entry]) => entry.screens?.kind === 'records');
    expect(definitions.map((definition) => definition.name)).toEqual(named.map(([name]) => name));
  });

  it('names only catalogue texts that exist: page titles, menus, the add menu, policy rows', () => {
    const keys = [
      ...routeIds.map(pageTitleKey),
      ...menuEntries.flatMap((entry) =>
        entry.kind === 'link' ? [entry.label] : [entry.label, ...entry.children.map((child) => child.label)],
      ),
      ...addMenuLinks.map((link) => link.label),
      ...accessResources.map((resource) => `policies.resources.${resource}`),
    ];
    expect(keys.filter((key) => !hasMessage(key))).toEqual([]);
  });

  it('puts every add and list link of the menus on a route of the table', () => {
    const links = [
      ...menuEntries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children)),
      ...addMenuLinks,
    ];
    expect(links.filter((link) => !routeIds.includes(link.route))).toEqual([]);
  });
});

describe('resources with their own add screen', () => {
  it('users: the add form edits every field of the add schema, the password twice', () => {
    const add = users.add;
    expect(add).toBeDefined();
    const names = add?.form.flatMap((section) => section.fields.map((field) => field.name)) ?? [];
    expect([...names].sort()).toEqual(Object.keys(add?.schema.shape ?? {}).sort());
    expect(names).toEqual(expect.arrayContaining(['password', 'confirm_password']));
    expect(add?.form.every((section) => hasMessage(section.title))).toBe(true);
  });

  it('users: a new user needs section 5 usernames and passwords, and the same password twice', () => {
    const schema = users.add?.schema;
    const base = { username: 'ops.lead', password: 'road-trip-7', confirm_password: 'road-trip-7' };
    expect(schema?.safeParse(base).success).toBe(true);
    const messages = (input: object) =>
      schema?.safeParse({ ...base, ...input }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ username: 'Ops Lead' })).toContain('usernameInvalid');
    expect(messages({ password: '12345678', confirm_password: '12345678' })).toContain('passwordNumeric');
    expect(messages({ password: 'short', confirm_password: 'short' })).toContain('passwordMin');
    expect(messages({ confirm_password: 'road-trip-8' })).toContain('passwordMismatch');
  });
});

import { newUserInput, type User, userInput } from '@navgan/domain/resources/user';
import { lazy } from 'react';
import { defineResource, type FormSection, type LookupSource } from '../lib/define-resource';
import { organizationSource } from './organizations';

const policySource: LookupSource = { path: 'users/policies/', rows: 'policy' };

type UserField = Extract<keyof typeof userInput.shape, string>;

const identity: FormSection<UserField> = {
  title: 'resources.users.sectionAccount',
  fields: [
    { name: 'username', kind: 'text', ltr: true, autoComplete: 'off' },
    { name: 'first_name', kind: 'text' },
    { name: 'last_name', kind: 'text' },
    { name: 'email', kind: 'text', inputMode: 'email', ltr: true },
    { name: 'is_active', kind: 'switch' },
    { name: 'is_superuser', kind: 'switch', helper: 'resources.users.superuserHelper' },
  ],
};

const access: FormSection<UserField> = {
  title: 'resources.users.sectionAccess',
  fields: [
    { name: 'organizations', kind: 'multiLookup', source: organizationSource, span: 6 },
    { name: 'policies', kind: 'multiLookup', source: policySource, span: 6 },
  ],
};

const password: FormSection = {
  title: 'resources.users.sectionPassword',
  fields: [
    { name: 'password', kind: 'text', password: true, ltr: true, autoComplete: 'new-password', span: 6 },
    {
      name: 'confirm_password',
      kind: 'text',
      password: true,
      ltr: true,
      autoComplete: 'new-password',
      span: 6,
    },
  ],
};

export function userName(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}

/** Users of the company (spec: users/add, list, edit/{id}, view/{id}; section 5's form rules). */
export const users = defineResource<User, typeof userInput>({
  name: 'users',
  schema: userInput,
  labels: 'users',
  recordName: userName,
  deletable: false,
  list: {
    columns: [
      { field: 'username', kind: 'text' },
      {
        field: 'first_name',
        kind: 'computed',
        label: 'resources.users.fullName',
        text: (user) => [user.first_name, user.last_name].filter(Boolean).join(' ') || '—',
      },
      { field: 'organizations', kind: 'lookupList', source: organizationSource },
      { field: 'policies', kind: 'lookupList', source: policySource },
      { field: 'is_active', kind: 'flag' },
      { field: 'is_superuser', kind: 'flag' },
    ],
    search: 'resources.users.searchPlaceholder',
    empty: { title: 'resources.users.emptyTitle', body: 'resources.users.emptyBody' },
  },
  form: [identity, access],
  add: { schema: newUserInput, form: [identity, password, access] },
  defaults: { is_active: 'true', is_superuser: 'false' },
  facts: {
    title: 'resources.users.sectionMembership',
    columns: [{ field: 'date_joined', kind: 'moment', label: 'resources.users.dateJoined' }],
  },
  viewSections: lazy(() =>
    import('../features/users/user-sections').then((m) => ({ default: m.UserSections })),
  ),
});

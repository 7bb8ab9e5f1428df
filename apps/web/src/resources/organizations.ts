import { type Organization, organizationInput } from '@navgan/domain/resources/organization';
import { organizationTitle } from '../lib/access/organization-tree';
import { defineResource, type LookupSource } from '../lib/define-resource';

/** The company's organizations, offered as a tree wherever one is picked. */
export const organizationSource: LookupSource = { path: 'organizations/summaries/', rows: 'organization' };

/** Organizations (spec: organizations/add, list, edit/{id}, view/{id}); `parent` makes the tree. */
export const organizations = defineResource<Organization, typeof organizationInput>({
  name: 'organizations',
  schema: organizationInput,
  labels: 'organizations',
  recordName: (organization, locale) => organizationTitle(organization, locale),
  list: {
    columns: [
      { field: 'title', kind: 'text' },
      { field: 'fa_title', kind: 'text' },
      { field: 'en_title', kind: 'text' },
      { field: 'parent', kind: 'lookupList', source: organizationSource },
    ],
    search: 'resources.organizations.searchPlaceholder',
    empty: { title: 'resources.organizations.emptyTitle', body: 'resources.organizations.emptyBody' },
  },
  form: [
    {
      title: 'resources.organizations.sectionMain',
      fields: [
        { name: 'title', kind: 'text', span: 6 },
        { name: 'parent', kind: 'lookup', source: organizationSource, span: 6 },
        { name: 'fa_title', kind: 'text', span: 6 },
        { name: 'en_title', kind: 'text', span: 6, ltr: true },
      ],
    },
  ],
});

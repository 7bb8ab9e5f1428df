import { type Tag, tagInput } from '@navgan/domain/resources/tag';
import { defineResource } from '../lib/define-resource';
import { localizedTitle } from '../lib/i18n/localized-title';

/** Vehicle tags (spec: tags/list, add, edit/{id}, view/{id}). */
export const tags = defineResource<Tag, typeof tagInput>({
  name: 'tags',
  api: 'vehicles/companies/tags/',
  route: 'tags',
  schema: tagInput,
  organizations: true,
  labels: 'tags',
  recordName: (tag, locale) => localizedTitle(tag, locale),
  list: {
    columns: [
      { field: 'fa_title', kind: 'text' },
      { field: 'en_title', kind: 'text' },
    ],
    search: 'resources.tags.searchPlaceholder',
    empty: { title: 'resources.tags.emptyTitle', body: 'resources.tags.emptyBody' },
  },
  form: [
    {
      title: 'resources.tags.sectionMain',
      fields: [
        { name: 'fa_title', kind: 'text', span: 6 },
        { name: 'en_title', kind: 'text', span: 6, ltr: true },
      ],
    },
  ],
});

import { type CompanyProfile, companyProfileInput } from '@navgan/domain/resources/company-profile';
import type { SingletonDefinition } from '../lib/define-screens';

/** The company's profile (spec: company/profile; `GET/PUT company/profile/`). */
export const companyProfile: SingletonDefinition<CompanyProfile> = {
  access: 'company',
  schema: companyProfileInput,
  labels: 'company',
  fields: [
    { name: 'name', kind: 'text', span: 6 },
    { name: 'en_name', kind: 'text', span: 6, ltr: true },
    { name: 'national_id', kind: 'text', digits: true },
    { name: 'economic_code', kind: 'text', digits: true },
    { name: 'postal_code', kind: 'text', digits: true },
    { name: 'phone', kind: 'text', digits: true, inputMode: 'tel', ltr: true, span: 6 },
    { name: 'support_phone', kind: 'text', digits: true, inputMode: 'tel', ltr: true, span: 6 },
    {
      name: 'province',
      kind: 'lookup',
      source: { path: 'geolocations/provinces/', query: { country: 1 } },
      span: 6,
    },
    {
      name: 'city',
      kind: 'lookup',
      source: { path: 'geolocations/cities/', parent: { field: 'province', param: 'province' } },
      span: 6,
    },
    { name: 'address', kind: 'textarea', rows: 2, span: 12 },
  ],
  savedText: (profile, t) => t('resource.updated', { name: profile.name }),
};

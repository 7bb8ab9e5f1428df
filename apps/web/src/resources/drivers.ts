import {
  bloodTypes,
  type Driver,
  driverInput,
  educationLevels,
  genders,
  licenceTypes,
  maritalStatuses,
} from '@navgan/domain/resources/driver';
import { defineResource, enumOptions } from '../lib/define-resource';

const genderOptions = enumOptions(genders, (v) => `enums.gender.${v}`);
const licenceOptions = enumOptions(licenceTypes, (v) => `enums.licenceType.${v}`);
const bloodOptions = enumOptions(bloodTypes, (v) => `enums.bloodType.${v}`);
const maritalOptions = enumOptions(maritalStatuses, (v) => `enums.maritalStatus.${v}`);
const educationOptions = enumOptions(educationLevels, (v) => `enums.education.${v}`);

/** Drivers (spec: drivers/list, add, edit/{id}, view/{id}; section 3's driver fields). */
export const drivers = defineResource<Driver, typeof driverInput>({
  name: 'drivers',
  schema: driverInput,
  labels: 'drivers',
  recordName: (driver) => driver.full_name,
  list: {
    columns: [
      { field: 'full_name', kind: 'text', label: 'resources.drivers.fullName' },
      { field: 'national_code', kind: 'digits' },
      { field: 'mobile', kind: 'digits' },
      { field: 'personnel_code', kind: 'digits' },
      { field: 'working_status_title', kind: 'title', labelField: 'working_status' },
      { field: 'licence_type', kind: 'enum', options: licenceOptions },
      { field: 'contract_date', kind: 'day' },
      { field: 'hourly_salary', kind: 'money' },
    ],
    search: 'resources.drivers.searchPlaceholder',
    empty: { title: 'resources.drivers.emptyTitle', body: 'resources.drivers.emptyBody' },
  },
  form: [
    {
      title: 'resources.drivers.sectionIdentity',
      fields: [
        { name: 'first_name', kind: 'text', autoComplete: 'off' },
        { name: 'last_name', kind: 'text', autoComplete: 'off' },
        { name: 'father_name', kind: 'text' },
        { name: 'national_code', kind: 'text', digits: true, inputMode: 'numeric' },
        { name: 'birthday', kind: 'date' },
        { name: 'gender', kind: 'enum', options: genderOptions },
        { name: 'marital_status', kind: 'enum', options: maritalOptions },
        { name: 'children_count', kind: 'number' },
        { name: 'education', kind: 'enum', options: educationOptions },
        { name: 'blood_type', kind: 'enum', options: bloodOptions },
      ],
    },
    {
      title: 'resources.drivers.sectionLicence',
      fields: [
        { name: 'licence_type', kind: 'enum', options: licenceOptions },
        { name: 'licence_number', kind: 'text', digits: true },
        { name: 'licence_expiry', kind: 'date' },
        { name: 'health_certificate_number', kind: 'text', digits: true },
        { name: 'health_certificate_expiry', kind: 'date' },
        { name: 'smart_card_id', kind: 'text', digits: true },
      ],
    },
    {
      title: 'resources.drivers.sectionContact',
      fields: [
        { name: 'mobile', kind: 'text', digits: true, inputMode: 'tel', ltr: true },
        { name: 'email', kind: 'text', inputMode: 'email', ltr: true },
        { name: 'card_number', kind: 'text', digits: true, inputMode: 'numeric', ltr: true },
        {
          name: 'province',
          kind: 'lookup',
          source: { path: 'geolocations/provinces/', query: { country: 1 } },
        },
        {
          name: 'city',
          kind: 'lookup',
          source: { path: 'geolocations/cities/', parent: { field: 'province', param: 'province' } },
        },
        {
          name: 'neighborhood',
          kind: 'lookup',
          source: { path: 'geolocations/neighborhood/', parent: { field: 'city', param: 'city' } },
        },
        { name: 'postal_code', kind: 'text', digits: true, inputMode: 'numeric' },
        { name: 'address', kind: 'textarea', span: 8, rows: 2 },
      ],
    },
    {
      title: 'resources.drivers.sectionEmployment',
      fields: [
        { name: 'personnel_code', kind: 'text', digits: true },
        { name: 'working_status', kind: 'lookup', source: { path: 'drivers/statuses/' } },
        { name: 'contract_date', kind: 'date' },
        { name: 'contract_months', kind: 'number' },
        { name: 'hourly_salary', kind: 'money' },
      ],
    },
  ],
});

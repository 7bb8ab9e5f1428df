import type { CompanyProfile } from '@navgan/domain/resources/company-profile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { companyProfile } from '../resources/company-profile';
import { vehicleCosts } from '../resources/vehicle-information';
import type { Rendered } from '../test/render';
import {
  button,
  click,
  inputNamed,
  screenSuite,
  shownError,
  staffAnswer,
  typeInto,
} from '../test/screen-driver';
import { SingletonPage, SingletonSection } from './singleton';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('../lib/api/api', () => ({ api }));

const profile = {
  id: 1,
  name: 'ناوگان نمونه',
  en_name: 'Sample Fleet',
  national_id: '10101234567',
  economic_code: '',
  postal_code: '',
  phone: '02112345678',
  support_phone: '',
  province: null,
  city: null,
  address: '',
} as unknown as CompanyProfile;

const costsPath = 'vehicles/companies/5/information/costs/';
const mount = screenSuite(api, answers);

describe('singletons and one-to-one records', () => {
  let view: Rendered | undefined;
  beforeEach(() => {
    answers.set('company/profile/', profile);
  });

  const openProfile = async (locale: 'fa' | 'en') => {
    view = await mount(
      <SingletonPage definition={companyProfile} path="company/profile/" title="Company profile" />,
      locale,
    );
  };

  it('loads the company profile into its form and asks for a missing name', async () => {
    await openProfile('en');
    expect(inputNamed('en_name').value).toBe('Sample Fleet');
    await typeInto(inputNamed('name'), '');
    await click(button('Save changes'));
    expect(shownError('name')).toBe('Company name is Required');
    expect(api.put).not.toHaveBeenCalled();
  });

  it('shows the profile read-only, without a save button, to a user who may not change it', async () => {
    answers.set('users/office-staffs/', staffAnswer({ company: ['view'] }));
    await openProfile('fa');
    expect(view?.text('view-name')).toContain('ناوگان نمونه');
    expect(view?.text('view-phone')).toContain('۰۲۱۱۲۳۴۵۶۷۸');
    expect(button('ذخیره‌ی تغییرات')).toBeUndefined();
  });

  const openCosts = async (locale: 'fa' | 'en') => {
    view = await mount(
      <SingletonSection definition={vehicleCosts} path={costsPath} title="Costs" testId="vehicle-costs" />,
      locale,
    );
  };

  it("shows a vehicle's costs with the server's monthly total in Persian digits", async () => {
    answers.set(costsPath, {
      monthly_parking: 1_000_000,
      monthly_lease: 2_000_000,
      monthly_fixed_total: 3_000_000,
    });
    await openCosts('fa');
    expect(view?.text('monthly-fixed-total')).toContain('۳٬۰۰۰٬۰۰۰');
    expect(view?.text('view-monthly_parking')).toContain('۱٬۰۰۰٬۰۰۰');
  });

  it('offers to record costs not recorded yet, only to those who may change the vehicle', async () => {
    answers.set(costsPath, new ApiError('http', costsPath, 404, { detail: 'Not found.' }));
    await openCosts('en');
    expect(view?.all('monthly-fixed-total')).toHaveLength(0);
    expect(button('Edit')).toBeDefined();
    answers.set('users/office-staffs/', staffAnswer({ vehicles: ['view'] }));
    await openCosts('en');
    expect(button('Edit')).toBeUndefined();
  });
});

import type { Insurance } from '@navgan/domain/resources/insurance';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vehicleInsurances } from '../resources/insurances';
import {
  button,
  click,
  inputNamed,
  pageOf,
  rowTexts,
  screenSuite,
  settle,
  shownError,
  staffAnswer,
  submitDialog,
  typeInto,
  writeButtons,
} from '../test/screen-driver';
import { ChildCollection } from './child-collection';

const answers = vi.hoisted(() => new Map<string, unknown>());
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../lib/api/api', () => ({ api }));

const policy: Insurance = {
  id: 8,
  company_vehicle: null,
  insurance_type: { id: 1, fa_title: 'شخص ثالث', en_title: 'Third party' },
  insurer: 'Iran Insurance',
  policy_number: '1234',
  start_date: '2025-03-21',
  end_date: '2026-03-21',
  premium: 10_000_000,
  description: '',
  paid_total: 4_000_000,
  remaining: 6_000_000,
  created: '2025-03-21T00:00:00Z',
} as Insurance;

const mount = screenSuite(api, answers);
const open = (locale: 'fa' | 'en') =>
  mount(<ChildCollection collection={vehicleInsurances} parentId={5} />, locale);

describe("a record's child collection (a vehicle's insurance and its payments)", () => {
  beforeEach(() => {
    answers.set('insurances/vehicles/types/', []);
  });

  it("shows the vehicle's policies with paid and remaining amounts in Persian digits and Jalali days", async () => {
    answers.set('insurances/company-vehicles/', pageOf([policy]));
    const view = await open('fa');
    expect(api.get).toHaveBeenCalledWith(
      'insurances/company-vehicles/',
      expect.objectContaining({ query: { company_vehicle: 5 } }),
    );
    expect(rowTexts(view, 'policy-row')).toHaveLength(1);
    expect(view.text('policy-remaining')).toBe('۶٬۰۰۰٬۰۰۰');
    expect(view.text('policy-paid')).toBe('۴٬۰۰۰٬۰۰۰');
    expect(rowTexts(view, 'policy-row')[0]).toContain('۱۴۰۴/۰۱/۰۱');
    expect(view.container.querySelector('thead')?.textContent).toContain('بیمه‌گر');
  });

  it("opens a policy's payments under its row", async () => {
    answers.set('insurances/company-vehicles/', pageOf([policy]));
    answers.set('insurances/company-vehicles/transactions/', pageOf([]));
    const view = await open('en');
    await click(button(/^Payments of Third party/));
    await settle();
    expect(view.text('policy-payments')).toContain('No payments yet.');
    expect(button('Add payment')).toBeDefined();
  });

  it('says so when there are none', async () => {
    answers.set('insurances/company-vehicles/', pageOf([]));
    const view = await open('en');
    expect(view.text('vehicle-insurances')).toContain('No insurance policies for this vehicle yet.');
  });

  it("shows the schema's message for a policy without dates", async () => {
    answers.set('insurances/company-vehicles/', pageOf([]));
    await open('en');
    await click(button('Add policy'));
    await typeInto(inputNamed('insurer'), 'Iran Insurance');
    await submitDialog();
    expect(shownError('premium')).toBe('Premium (rials) is Required');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('hides add, edit and delete from a user who may only look', async () => {
    answers.set('users/office-staffs/', staffAnswer({ insurances: ['view'] }));
    answers.set('insurances/company-vehicles/', pageOf([policy]));
    const view = await open('en');
    expect(rowTexts(view, 'policy-row')).toHaveLength(1);
    expect(writeButtons('Add policy')).toEqual([]);
  });
});

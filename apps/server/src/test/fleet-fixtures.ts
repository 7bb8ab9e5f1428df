import { companyVehicles } from '../db/vehicle-schema';
import { apiAs } from './api-client';
import type { TestApp } from './test-app';

/** A driver body with only the required fields valid. */
export const minimalDriver = {
  first_name: 'رضا',
  last_name: 'کریمی',
  national_code: '0499370899',
  gender: 'male',
  mobile: '09121234567',
};

/**
 * A vehicle row of a company, written straight to the table: the records that point at
 * vehicles are tested without depending on the vehicles API.
 */
export async function insertVehicle(
  t: TestApp,
  companyId: number,
  name: string,
  licensePlate: string,
): Promise<number> {
  const [row] = await t.ctx.database.db
    .insert(companyVehicles)
    .values({ company_id: companyId, name, license_plate: licensePlate })
    .returning({ id: companyVehicles.id });
  if (!row) throw new Error('vehicle was not created');
  return row.id;
}

/**
 * Two companies with one signed-in user each, as every isolation test needs: `a` asks in English,
 * `aFa` is the same user asking in Persian, `b` belongs to the other company.
 */
export async function signInTwoCompanies(t: TestApp, prefix: string) {
  const companyA = await t.account({ company: `${prefix} Co A`, username: `${prefix.toLowerCase()}.a` });
  const companyB = await t.account({ company: `${prefix} Co B`, username: `${prefix.toLowerCase()}.b` });
  const tokenA = (await t.login(`${prefix.toLowerCase()}.a`)).access;
  return {
    companyA: companyA.company_id,
    companyB: companyB.company_id,
    a: apiAs(t.app, tokenA),
    aFa: apiAs(t.app, tokenA, 'fa-ir'),
    b: apiAs(t.app, (await t.login(`${prefix.toLowerCase()}.b`)).access),
  };
}

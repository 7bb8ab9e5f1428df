import {
  type Insurance,
  type InsuranceTransaction,
  insuranceInput,
  insuranceTransactionInput,
  type PaymentMethod,
} from '@navgan/domain/resources/insurance';
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { insuranceTypes } from '../../db/schema';
import { companyVehicles, vehicleInsurances, vehicleInsuranceTransactions } from '../../db/vehicle-schema';
import { titleOf, titlesById } from '../../resources/lookup-titles';
import { vehicleRefs } from '../../resources/record-refs';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

export const insuranceResource: ResourceDefinition<
  typeof vehicleInsurances,
  typeof insuranceInput,
  Insurance,
  'insurances'
> = {
  name: 'insurances',
  table: vehicleInsurances,
  scope: { through: vehicleInsurances.company_vehicle_id },
  input: insuranceInput,
  labels: 'insurances',
  toRow: (v) => ({
    company_vehicle_id: v.company_vehicle,
    insurance_type_id: v.insurance_type,
    insurer: v.insurer,
    policy_number: v.policy_number,
    start_date: v.start_date,
    end_date: v.end_date,
    premium: v.premium,
    description: v.description,
  }),
  async present(rows, { db, tenant }) {
    const ids = rows.map((r) => r.id);
    const [vehicleOf, typeTitles, paidRows] = await Promise.all([
      vehicleRefs(
        db,
        tenant,
        rows.map((r) => r.company_vehicle_id),
      ),
      titlesById(
        db,
        insuranceTypes,
        rows.map((r) => r.insurance_type_id),
      ),
      ids.length
        ? db
            .select({
              insurance: vehicleInsuranceTransactions.company_vehicle_insurance_id,
              paid: sql<string>`sum(${vehicleInsuranceTransactions.amount})`,
            })
            .from(vehicleInsuranceTransactions)
            .where(inArray(vehicleInsuranceTransactions.company_vehicle_insurance_id, ids))
            .groupBy(vehicleInsuranceTransactions.company_vehicle_insurance_id)
        : Promise.resolve([]),
    ]);
    const paidOf = new Map(paidRows.map((r) => [r.insurance, Number(r.paid)]));
    return rows.map((row) => {
      const paid = paidOf.get(row.id) ?? 0;
      return {
        id: row.id,
        company_vehicle: vehicleOf.get(row.company_vehicle_id) ?? null,
        insurance_type: titleOf(typeTitles, row.insurance_type_id),
        insurer: row.insurer,
        policy_number: row.policy_number,
        start_date: row.start_date,
        end_date: row.end_date,
        premium: row.premium,
        description: row.description,
        paid_total: paid,
        remaining: row.premium - paid,
        created: row.created_at.toISOString(),
      };
    });
  },
  references: [
    { field: 'company_vehicle', table: companyVehicles },
    { field: 'insurance_type', table: insuranceTypes, shared: true },
  ],
  search: (term) =>
    or(
      ilike(vehicleInsurances.insurer, containsPattern(term)),
      ilike(vehicleInsurances.policy_number, containsPattern(term)),
    ),
  filters: { company_vehicle: (id) => eq(vehicleInsurances.company_vehicle_id, id) },
  orderBy: [desc(vehicleInsurances.end_date), desc(vehicleInsurances.id)],
};

export const insuranceTransactionResource: ResourceDefinition<
  typeof vehicleInsuranceTransactions,
  typeof insuranceTransactionInput,
  InsuranceTransaction,
  'insurancePayments'
> = {
  name: 'insurancePayments',
  table: vehicleInsuranceTransactions,
  scope: {
    through: vehicleInsuranceTransactions.company_vehicle_insurance_id,
    via: { id: vehicleInsurances.id, link: vehicleInsurances.company_vehicle_id },
  },
  input: insuranceTransactionInput,
  labels: 'insurance_payments',
  toRow: (v) => ({
    company_vehicle_insurance_id: v.company_vehicle_insurance,
    date: v.date,
    amount: v.amount,
    method: v.method,
    reference: v.reference,
    description: v.description,
  }),
  present: async (rows) =>
    rows.map((row) => ({
      id: row.id,
      company_vehicle_insurance: row.company_vehicle_insurance_id,
      date: row.date,
      amount: row.amount,
      method: row.method as PaymentMethod,
      reference: row.reference,
      description: row.description,
      created: row.created_at.toISOString(),
    })),
  references: [{ field: 'company_vehicle_insurance', table: vehicleInsurances }],
  filters: {
    company_vehicle_insurance: (id) => eq(vehicleInsuranceTransactions.company_vehicle_insurance_id, id),
  },
  orderBy: [desc(vehicleInsuranceTransactions.date), desc(vehicleInsuranceTransactions.id)],
};

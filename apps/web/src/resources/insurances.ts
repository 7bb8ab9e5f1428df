import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import {
  type Insurance,
  type InsuranceTransaction,
  insuranceInput,
  insuranceTransactionInput,
  paymentMethods,
} from '@navgan/domain/resources/insurance';
import type { z } from 'zod';
import { enumOptions } from '../lib/define-resource';
import { childCollection } from '../lib/define-screens';
import { formatNumber, localizeDigits } from '../lib/format/number';
import { localizedTitle } from '../lib/i18n/localized-title';

const policiesApi = 'insurances/company-vehicles/';
const methodOptions = enumOptions(paymentMethods, (v) => `enums.paymentMethod.${v}`);

/** The payments towards one policy; the policy's paid and remaining amounts follow them. */
export const insurancePayments = childCollection<InsuranceTransaction>({
  name: 'insurancePayments',
  parentField: 'company_vehicle_insurance',
  alsoRefresh: [policiesApi],
  schema: insuranceTransactionInput,
  labels: 'insurance_payments',
  recordName: (payment, locale) => formatNumber(payment.amount, locale),
  title: 'vehicleView.payments',
  titleOf: 'vehicleView.paymentsOf',
  empty: 'vehicleView.noPayments',
  testId: 'policy-payments',
  rowTestId: 'payment-row',
  columns: [
    { field: 'date', kind: 'day' },
    { field: 'amount', kind: 'money' },
    { field: 'method', kind: 'enum', options: methodOptions },
    { field: 'reference', kind: 'digits' },
  ],
  fields: [
    { name: 'date', kind: 'date' },
    { name: 'amount', kind: 'money' },
    { name: 'method', kind: 'enum', options: methodOptions },
    { name: 'reference', kind: 'text', digits: true, inputMode: 'text' },
    { name: 'description', kind: 'textarea', rows: 2, span: 12 },
  ],
  dialogTitle: { add: 'vehicleView.addPayment' },
  defaults: () => ({ method: 'cash' }),
});

/** A vehicle's insurance policies (premium, paid, remaining), each with its payments. */
export const vehicleInsurances = childCollection<Insurance>({
  name: 'insurances',
  parentField: 'company_vehicle',
  schema: insuranceInput as unknown as z.ZodObject,
  labels: 'insurances',
  recordName: (policy, locale) =>
    [localizedTitle(policy.insurance_type, locale), localizeDigits(policy.policy_number, locale)]
      .filter(Boolean)
      .join(' '),
  title: 'vehicleView.insurances',
  empty: 'vehicleView.noPolicies',
  testId: 'vehicle-insurances',
  rowTestId: 'policy-row',
  columns: [
    { field: 'insurance_type', kind: 'title' },
    { field: 'insurer', kind: 'text' },
    { field: 'policy_number', kind: 'digits' },
    { field: 'start_date', kind: 'day' },
    { field: 'end_date', kind: 'day' },
    { field: 'premium', kind: 'money' },
    { field: 'paid_total', kind: 'money', label: 'vehicleView.paidTotal', testId: 'policy-paid' },
    {
      field: 'remaining',
      kind: 'money',
      label: 'vehicleView.remaining',
      testId: 'policy-remaining',
      tone: (policy) => (policy.remaining > 0 ? 'warning.dark' : 'success.dark'),
    },
  ],
  fields: [
    { name: 'insurance_type', kind: 'lookup', source: { path: 'insurances/vehicles/types/' } },
    { name: 'insurer', kind: 'text' },
    { name: 'policy_number', kind: 'text', digits: true, inputMode: 'text' },
    { name: 'premium', kind: 'money' },
    { name: 'start_date', kind: 'date' },
    { name: 'end_date', kind: 'date' },
    { name: 'description', kind: 'textarea', rows: 2, span: 12 },
  ],
  dialogTitle: { add: 'vehicleView.addPolicy' },
  nested: { collection: insurancePayments, toggle: 'vehicleView.payments', icon: PaymentsOutlined },
});

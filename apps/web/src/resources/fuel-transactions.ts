import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import {
  expectedPaidTotal,
  type FuelTransaction,
  fuelTransactionInput,
} from '@navgan/domain/resources/fuel-transaction';
import type { FormField } from '../lib/define-resource';
import { dialogList } from '../lib/define-screens';
import { cardText } from '../lib/resource/display-text';
import { recordToFormValues } from '../lib/resource/form-values';

const cards = { path: 'fuel-card/summaries/', rows: 'card' } as const;

const fields: FormField[] = [
  { name: 'fuel_card', kind: 'lookup', source: cards, span: 6 },
  {
    name: 'company_vehicle',
    kind: 'lookup',
    source: { path: 'vehicles/companies/summaries/', rows: 'vehicle' },
    helper: 'fuelTransactions.vehicleHelper',
    span: 6,
  },
  { name: 'occurred_at', kind: 'datetime', span: 6 },
  { name: 'liters', kind: 'text', digits: true, inputMode: 'decimal', span: 6 },
  { name: 'price_per_liter', kind: 'money', span: 6 },
  { name: 'paid_total', kind: 'money', helper: 'fuelTransactions.paidTotalHelper', span: 6 },
  { name: 'real_cost', kind: 'money', span: 6 },
  { name: 'odometer_km', kind: 'number', span: 6 },
  { name: 'station', kind: 'text', span: 12 },
  { name: 'description', kind: 'textarea', rows: 2, span: 12 },
];

/**
 * Fuel transactions (spec: fuel-card/transactions/list). The route table has no add, edit or
 * view screens for them, so a transaction is added and edited in a dialog over the list.
 */
export const fuelTransactions = dialogList<FuelTransaction>({
  name: 'fuelTransactions',
  page: 'fuelTransactions',
  schema: fuelTransactionInput,
  labels: 'fuel_transactions',
  recordName: (row, locale, t) => t('fuelTransactions.recordName', { card: cardText(row.fuel_card, locale) }),
  empty: {
    title: 'fuelTransactions.emptyTitle',
    body: 'fuelTransactions.emptyBody',
    icon: LocalGasStationOutlined,
  },
  columns: [
    { field: 'occurred_at', kind: 'moment' },
    { field: 'fuel_card', kind: 'card' },
    { field: 'company_vehicle', kind: 'vehicle' },
    { field: 'liters', kind: 'number' },
    { field: 'price_per_liter', kind: 'money' },
    { field: 'paid_total', kind: 'money' },
    { field: 'station', kind: 'text' },
  ],
  fields,
  dialogTitle: { add: 'fuelTransactions.addTitle', edit: 'fuelTransactions.editTitle' },
  // A new transaction is of the card the list shows, when it shows one.
  defaults: (filters) => {
    const card = filters.fuel_card__id__in;
    return {
      occurred_at: new Date().toISOString(),
      ...(card && !card.includes(',') ? { fuel_card: card } : {}),
    };
  },
  toForm: (row) => ({
    ...recordToFormValues(row, fields),
    fuel_card: String(row.fuel_card.id),
    company_vehicle: row.company_vehicle ? String(row.company_vehicle.id) : '',
  }),
  // The paid total follows litres × price until the user types one of their own.
  follow: {
    field: 'paid_total',
    value: (values) => {
      const litres = Number((values.liters ?? '').replace('٫', '.'));
      const price = Number(values.price_per_liter);
      return Number.isFinite(litres) && litres > 0 && price > 0
        ? String(expectedPaidTotal(litres, price))
        : undefined;
    },
  },
});

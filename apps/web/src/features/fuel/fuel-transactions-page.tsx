import { fuelTransactions } from '../../resources/fuel-transactions';
import { DialogListPage } from '../../ui-kit/dialog-list-page';

/** Fuel transactions (spec: fuel-card/transactions/list), added and edited in a dialog. */
export function FuelTransactionsPage() {
  return <DialogListPage resource={fuelTransactions} />;
}

import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pageSize } from '@navgan/domain/constants';
import { submitErrorKey } from '@navgan/domain/form-errors';
import { isRequiredField, maxLengthOf } from '@navgan/domain/resources/field-facts';
import {
  expectedPaidTotal,
  type FuelTransaction,
  fuelTransactionInput,
} from '@navgan/domain/resources/fuel-transaction';
import { useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/api-error';
import type { Column, FormField, FormValues, ListFilter } from '../../lib/define-resource';
import { formatNumber } from '../../lib/format/number';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { cardText, fieldLabelOf } from '../../lib/resource/display-text';
import type { FieldFacts } from '../../lib/resource/form-facts';
import { emptyFormValues, recordToFormValues } from '../../lib/resource/form-values';
import {
  listSearchParams,
  pageCount,
  readListState,
  withFilter,
  withPage,
} from '../../lib/resource/list-state';
import { useDeleteRecord, useResourceList, useSaveRecord } from '../../lib/resource/resource-queries';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { DeleteDialog } from '../../ui-kit/delete-dialog';
import { EmptyState } from '../../ui-kit/empty-state';
import { FieldControl } from '../../ui-kit/fields/field-control';
import { ListPager } from '../../ui-kit/list-pager';
import { ListToolbar } from '../../ui-kit/list-toolbar';
import { PageHeading } from '../../ui-kit/page-heading';
import { RecordTable } from '../../ui-kit/record-table';

const api = 'fuel-card/transactions/';
type Field = Extract<keyof typeof fuelTransactionInput.shape, string>;

const columns: Column<FuelTransaction>[] = [
  { field: 'occurred_at', kind: 'moment' },
  { field: 'fuel_card', kind: 'card' },
  { field: 'company_vehicle', kind: 'vehicle' },
  { field: 'liters', kind: 'number' },
  { field: 'price_per_liter', kind: 'money' },
  { field: 'paid_total', kind: 'money' },
  { field: 'station', kind: 'text' },
];

const filters: ListFilter[] = [
  {
    param: 'fuel_card__id__in',
    label: 'fuelTransactions.cardFilter',
    options: [],
    source: { path: 'fuel-card/summaries/', rows: 'card' },
  },
];

const fields: FormField<Field>[] = [
  { name: 'fuel_card', kind: 'lookup', source: { path: 'fuel-card/summaries/', rows: 'card' }, span: 6 },
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
export function FuelTransactionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, ['fuel_card__id__in']), [params]);
  const list = useResourceList<FuelTransaction>(api, state);
  const remove = useDeleteRecord(api);
  const [editing, setEditing] = useState<FuelTransaction | 'new' | null>(null);
  const [doomed, setDoomed] = useState<FuelTransaction | null>(null);
  const data = list.data;
  const nameOf = (row: FuelTransaction) =>
    t('fuelTransactions.recordName', { card: cardText(row.fuel_card, locale) });

  const addButton = (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
      {t('resource.newRegistration')}
    </Button>
  );

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('fuelTransactions'))}
        subtitle={
          data && data.count > 0
            ? t('resource.count', { count: data.count, value: formatNumber(data.count, locale) })
            : undefined
        }
        actions={addButton}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ListToolbar
          filters={filters}
          filterValues={state.filters}
          onFilterChange={(param, value) => setParams(listSearchParams(withFilter(state, param, value)))}
        />
        {data && data.count === 0 ? (
          <EmptyState
            testId="list-empty"
            icon={<LocalGasStationOutlined />}
            title={t('fuelTransactions.emptyTitle')}
            body={t('fuelTransactions.emptyBody')}
            actions={addButton}
          />
        ) : (
          <RecordTable
            caption={t('resource.recordsTable', { page: t(pageTitleKey('fuelTransactions')) })}
            columns={columns}
            labels="fuel_transactions"
            rows={data?.results}
            cards={phone}
            nameOf={nameOf}
            onEdit={setEditing}
            onDelete={setDoomed}
          />
        )}
        {data ? (
          <ListPager
            page={state.page}
            pages={pageCount(data.count, pageSize)}
            onChange={(page) => setParams(listSearchParams(withPage(state, page)))}
          />
        ) : null}
      </Paper>
      {editing ? (
        <TransactionDialog
          record={editing === 'new' ? undefined : editing}
          cardFilter={state.filters.fuel_card__id__in}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        name={doomed ? nameOf(doomed) : null}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (!doomed) return;
          const name = nameOf(doomed);
          remove.mutate(doomed.id, {
            onSuccess: () => notifySuccess(t('resource.deleted', { name })),
            onSettled: () => setDoomed(null),
          });
        }}
      />
    </>
  );
}

function toFormValues(row: FuelTransaction): FormValues {
  return {
    ...recordToFormValues(row, fields),
    fuel_card: String(row.fuel_card.id),
    company_vehicle: row.company_vehicle ? String(row.company_vehicle.id) : '',
  };
}

function TransactionDialog({
  record,
  cardFilter,
  onClose,
}: {
  record: FuelTransaction | undefined;
  cardFilter: string | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolver = zodResolver(fuelTransactionInput) as unknown as Resolver<
    FormValues,
    unknown,
    Record<string, unknown>
  >;
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    resolver,
    defaultValues: record
      ? toFormValues(record)
      : emptyFormValues(fields, {
          occurred_at: new Date().toISOString(),
          ...(cardFilter && !cardFilter.includes(',') ? { fuel_card: cardFilter } : {}),
        }),
  });
  // The paid total follows litres × price until the user types one of their own.
  const [autoTotal, setAutoTotal] = useState(!record);
  const [liters, price] = useWatch({ control: form.control, name: ['liters', 'price_per_liter'] });
  const save = useSaveRecord<FuelTransaction>(api, (field) =>
    fieldLabelOf('fuel_transactions', field, locale),
  );
  const facts = useMemo(() => {
    const shape = fuelTransactionInput.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      fields.map((field): [string, FieldFacts] => {
        const max = shape[field.name] ? maxLengthOf(shape[field.name] as z.ZodType) : undefined;
        return [
          field.name,
          {
            required: isRequiredField(shape[field.name] as z.ZodType),
            ...(max === undefined ? {} : { maxLength: max }),
          },
        ];
      }),
    );
  }, []);

  const litres = Number((liters ?? '').replace('٫', '.'));
  const autoValue =
    autoTotal && Number.isFinite(litres) && litres > 0 && Number(price) > 0
      ? String(expectedPaidTotal(litres, Number(price)))
      : undefined;
  if (autoValue !== undefined && form.getValues('paid_total') !== autoValue) {
    form.setValue('paid_total', autoValue);
  }

  const onValid = (values: Record<string, unknown>) =>
    save.mutate(
      { ...(record ? { id: String(record.id) } : {}), values },
      {
        onSuccess: (saved) => {
          const name = t('fuelTransactions.recordName', { card: cardText(saved.fuel_card, locale) });
          notifySuccess(t(record ? 'resource.updated' : 'resource.created', { name }));
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 400) return;
          serverFieldErrors(
            error.body,
            fields.map((field) => field.name),
          ).forEach(([field, message], index) => {
            form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
          });
        },
      },
    );
  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const key = submitErrorKey(Object.values(errors).map((error) => error?.message));
    notifyError([{ messages: [catalogueOf(locale).messages.validation[key]] }]);
  };
  const title = t(record ? 'fuelTransactions.editTitle' : 'fuelTransactions.addTitle');

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      slotProps={{
        paper: {
          component: 'form',
          noValidate: true,
          'aria-label': title,
          onSubmit: form.handleSubmit(onValid, onInvalid),
        } as object,
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2.5} sx={{ pt: 1 }}>
          {fields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.span === 12 ? 12 : 6 }}>
              <FieldControl
                field={field}
                facts={facts[field.name] ?? { required: false }}
                labels="fuel_transactions"
                control={form.control}
                onChanged={(name) => {
                  if (name === 'paid_total') setAutoTotal(false);
                }}
              />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={save.isPending}>
          {t('resource.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 120 }}>
          {record ? t('resource.saveChanges') : t('resource.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

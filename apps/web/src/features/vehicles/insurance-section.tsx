import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type Insurance,
  type InsuranceTransaction,
  insuranceInput,
  insuranceTransactionInput,
  paymentMethods,
} from '@navgan/domain/resources/insurance';
import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import type { FormField } from '../../lib/define-resource';
import { formatDay } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { localizedTitle } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { fieldLabelOf, noValue } from '../../lib/resource/display-text';
import { emptyFormValues, recordToFormValues } from '../../lib/resource/form-values';
import type { Page } from '../../lib/resource/resource-queries';
import { DeleteDialog } from '../../ui-kit/delete-dialog';
import { RecordDialog } from '../../ui-kit/record-dialog';
import { SectionCard } from '../../ui-kit/section-card';

const policiesPath = 'insurances/company-vehicles/';
const paymentsPath = 'insurances/company-vehicles/transactions/';

const policyFields: FormField[] = [
  { name: 'insurance_type', kind: 'lookup', source: { path: 'insurances/vehicles/types/' } },
  { name: 'insurer', kind: 'text' },
  { name: 'policy_number', kind: 'text', digits: true, inputMode: 'text' },
  { name: 'premium', kind: 'money' },
  { name: 'start_date', kind: 'date' },
  { name: 'end_date', kind: 'date' },
  { name: 'description', kind: 'textarea', rows: 2, span: 12 },
];

const paymentFields: FormField[] = [
  { name: 'date', kind: 'date' },
  { name: 'amount', kind: 'money' },
  {
    name: 'method',
    kind: 'enum',
    options: paymentMethods.map((value) => ({ value, label: `enums.paymentMethod.${value}` as const })),
  },
  { name: 'reference', kind: 'text', digits: true, inputMode: 'text' },
  { name: 'description', kind: 'textarea', rows: 2, span: 12 },
];

type Editing = { policy?: Insurance } | null;

/** The vehicle's insurance policies (premium, paid, remaining) and each policy's payments. */
export function InsuranceSection({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = { company_vehicle: vehicle.id };
  const policies = useQuery({
    queryKey: [policiesPath, 'list', query],
    queryFn: ({ signal }) => api.get<Page<Insurance>>(policiesPath, { query, signal }),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [doomed, setDoomed] = useState<Insurance | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<null>(`${policiesPath}${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [policiesPath] }),
  });
  const nameOf = (policy: Insurance) =>
    [localizedTitle(policy.insurance_type, locale), localizeDigits(policy.policy_number, locale)]
      .filter(Boolean)
      .join(' ');
  const money = (value: number) => formatNumber(value, locale);
  const rows = policies.data?.results ?? [];

  return (
    <SectionCard
      title={t('vehicleView.insurances')}
      testId="vehicle-insurances"
      actions={
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setEditing({})}>
          {t('vehicleView.addPolicy')}
        </Button>
      }
    >
      {policies.data && rows.length === 0 ? (
        <Typography color="text.secondary">{t('vehicleView.noPolicies')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('vehicleView.insurances')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                {(
                  ['insurance_type', 'insurer', 'policy_number', 'start_date', 'end_date', 'premium'] as const
                ).map((field) => (
                  <TableCell
                    key={field}
                    sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}
                  >
                    {fieldLabelOf('insurances', field, locale)}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 700, color: 'text.secondary' }}>
                  {t('vehicleView.paidTotal')}
                </TableCell>
                <TableCell sx={{ fontWeight: 700, color: 'text.secondary' }}>
                  {t('vehicleView.remaining')}
                </TableCell>
                <TableCell sx={{ fontWeight: 700, color: 'text.secondary' }}>
                  {t('resource.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((policy) => (
                <Fragment key={policy.id}>
                  <TableRow data-testid="policy-row" hover>
                    <TableCell>{localizedTitle(policy.insurance_type, locale) || noValue}</TableCell>
                    <TableCell>{policy.insurer || noValue}</TableCell>
                    <TableCell>{localizeDigits(policy.policy_number, locale) || noValue}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDay(policy.start_date, locale)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(policy.end_date, locale)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{money(policy.premium)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="policy-paid">
                      {money(policy.paid_total)}
                    </TableCell>
                    <TableCell
                      sx={{
                        whiteSpace: 'nowrap',
                        color: policy.remaining > 0 ? 'warning.dark' : 'success.dark',
                      }}
                      data-testid="policy-remaining"
                    >
                      {money(policy.remaining)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                      <Tooltip title={t('vehicleView.payments')}>
                        <IconButton
                          aria-label={t('vehicleView.paymentsOf', { name: nameOf(policy) })}
                          aria-expanded={open === policy.id}
                          onClick={() => setOpen(open === policy.id ? null : policy.id)}
                          color={open === policy.id ? 'primary' : 'default'}
                        >
                          <PaymentsOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('resource.edit')}>
                        <IconButton
                          aria-label={t('resource.editNamed', { name: nameOf(policy) })}
                          onClick={() => setEditing({ policy })}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('resource.delete')}>
                        <IconButton
                          aria-label={t('resource.deleteNamed', { name: nameOf(policy) })}
                          onClick={() => setDoomed(policy)}
                        >
                          <DeleteOutlineRounded fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={9} sx={{ p: 0, borderBottom: open === policy.id ? undefined : 0 }}>
                      <Collapse in={open === policy.id} unmountOnExit>
                        <Payments policy={policy} name={nameOf(policy)} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing ? (
        <RecordDialog<Insurance>
          title={
            editing.policy
              ? t('resource.editNamed', { name: nameOf(editing.policy) })
              : t('vehicleView.addPolicy')
          }
          path={policiesPath}
          {...(editing.policy ? { id: editing.policy.id } : {})}
          schema={insuranceInput as never}
          labels="insurances"
          fields={policyFields}
          initial={
            editing.policy ? recordToFormValues(editing.policy, policyFields) : emptyFormValues(policyFields)
          }
          fixed={{ company_vehicle: String(vehicle.id) }}
          onClose={() => setEditing(null)}
          onSaved={(policy) => {
            notifySuccess(
              t(editing.policy ? 'resource.updated' : 'resource.created', { name: nameOf(policy) }),
            );
            setEditing(null);
          }}
        />
      ) : null}
      <DeleteDialog
        name={doomed ? nameOf(doomed) : null}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() =>
          doomed &&
          remove.mutate(doomed.id, {
            onSuccess: () => notifySuccess(t('resource.deleted', { name: nameOf(doomed) })),
            onSettled: () => setDoomed(null),
          })
        }
      />
    </SectionCard>
  );
}

/** The payments towards one policy: list, add, delete; the policy's paid and remaining follow. */
function Payments({ policy, name }: { policy: Insurance; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const query = { company_vehicle_insurance: policy.id };
  const payments = useQuery({
    queryKey: [paymentsPath, 'list', query],
    queryFn: ({ signal }) => api.get<Page<InsuranceTransaction>>(paymentsPath, { query, signal }),
  });
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<InsuranceTransaction | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [paymentsPath] }),
      queryClient.invalidateQueries({ queryKey: [policiesPath] }),
    ]);
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<null>(`${paymentsPath}${id}/`),
    onSuccess: refresh,
  });
  const rows = payments.data?.results ?? [];
  const paymentName = (payment: InsuranceTransaction) => formatNumber(payment.amount, locale);

  return (
    <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }} data-testid="policy-payments">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{t('vehicleView.paymentsOf', { name })}</Typography>
        <Button size="small" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          {t('vehicleView.addPayment')}
        </Button>
      </Box>
      {payments.data && rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('vehicleView.noPayments')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('vehicleView.paymentsOf', { name })}>
          <TableHead>
            <TableRow>
              {(['date', 'amount', 'method', 'reference'] as const).map((field) => (
                <TableCell key={field} sx={{ fontWeight: 700, color: 'text.secondary' }}>
                  {fieldLabelOf('insurance_payments', field, locale)}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((payment) => (
              <TableRow key={payment.id} data-testid="payment-row">
                <TableCell>{formatDay(payment.date, locale)}</TableCell>
                <TableCell>{formatNumber(payment.amount, locale)}</TableCell>
                <TableCell>{t(`enums.paymentMethod.${payment.method}`)}</TableCell>
                <TableCell>{localizeDigits(payment.reference, locale) || noValue}</TableCell>
                <TableCell sx={{ py: 0 }}>
                  <IconButton
                    size="small"
                    aria-label={t('resource.deleteNamed', { name: paymentName(payment) })}
                    onClick={() => setDoomed(payment)}
                  >
                    <DeleteOutlineRounded fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {adding ? (
        <RecordDialog<InsuranceTransaction>
          title={t('vehicleView.addPayment')}
          path={paymentsPath}
          schema={insuranceTransactionInput}
          labels="insurance_payments"
          fields={paymentFields}
          initial={emptyFormValues(paymentFields, { method: 'cash' })}
          fixed={{ company_vehicle_insurance: String(policy.id) }}
          onClose={() => setAdding(false)}
          onSaved={(payment) => {
            void refresh();
            notifySuccess(t('resource.created', { name: paymentName(payment) }));
            setAdding(false);
          }}
        />
      ) : null}
      <DeleteDialog
        name={doomed ? paymentName(doomed) : null}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && remove.mutate(doomed.id, { onSettled: () => setDoomed(null) })}
      />
    </Box>
  );
}

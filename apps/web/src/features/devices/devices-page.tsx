import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { pageSize } from '@navgan/domain/constants';
import { type Device, deviceInput, deviceProtocols, deviceSpeedUnits } from '@navgan/domain/resources/device';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { enumOptions, type FormField } from '../../lib/define-resource';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf, noValue } from '../../lib/resource/display-text';
import { emptyFormValues, recordToFormValues } from '../../lib/resource/form-values';
import {
  listSearchParams,
  pageCount,
  readListState,
  withPage,
  withSearch,
} from '../../lib/resource/list-state';
import { useDeleteRecord, useResourceList } from '../../lib/resource/resource-queries';
import { DeleteDialog } from '../../ui-kit/delete-dialog';
import { EmptyState } from '../../ui-kit/empty-state';
import { ListPager } from '../../ui-kit/list-pager';
import { ListToolbar } from '../../ui-kit/list-toolbar';
import { PageHeading } from '../../ui-kit/page-heading';
import { PlateView } from '../../ui-kit/plate/plate-view';
import { RecordDialog } from '../../ui-kit/record-dialog';
import { DeviceKeyDialog } from './device-key-dialog';

const path = 'devices/';
const protocolOptions = enumOptions(deviceProtocols, (v) => `enums.protocol.${v}`);
const speedUnitOptions = enumOptions(deviceSpeedUnits, (v) => `enums.speedUnit.${v}`);
const fields: FormField[] = [
  { name: 'imei', kind: 'text', digits: true, inputMode: 'numeric', ltr: true },
  { name: 'model', kind: 'text' },
  { name: 'protocol', kind: 'enum', options: protocolOptions },
  { name: 'sim_number', kind: 'text', digits: true, inputMode: 'tel', ltr: true },
  { name: 'lenient_crc', kind: 'switch' },
  // Signed: a typed minus is kept (west of Greenwich), so not the digits-only number field.
  {
    name: 'clock_offset_minutes',
    kind: 'text',
    digits: true,
    inputMode: 'text',
    ltr: true,
    helper: 'resources.devices.clockOffsetHelper',
  },
  {
    name: 'speed_unit',
    kind: 'enum',
    options: speedUnitOptions,
    helper: 'resources.devices.speedUnitHelper',
  },
];

/**
 * Tracking devices (`devices/list`). The route table has no add/edit/view screens for devices,
 * so a dialog on the list adds and edits them with the layer's fields and the domain schema.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, []), [params]);
  const list = useResourceList<Device>(path, state);
  const remove = useDeleteRecord(path);
  const [editing, setEditing] = useState<{ device?: Device } | null>(null);
  const [doomed, setDoomed] = useState<Device | null>(null);
  const [keyOf, setKeyOf] = useState<Device | null>(null);
  const title = t(pageTitleKey('devicesList'));
  const data = list.data;
  const nameOf = (device: Device) => localizeDigits(device.imei, locale);
  const head = (text: string) => (
    <TableCell sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}>{text}</TableCell>
  );
  const addButton = (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({})}>
      {t('resource.newRegistration')}
    </Button>
  );

  return (
    <>
      <PageHeading
        title={title}
        subtitle={
          data && data.count > 0
            ? t('resource.count', { count: data.count, value: formatNumber(data.count, locale) })
            : undefined
        }
        actions={addButton}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ListToolbar
          search={{
            value: state.search,
            placeholder: 'resources.devices.searchPlaceholder',
            onChange: (v) => setParams(listSearchParams(withSearch(state, v)), { replace: true }),
          }}
          filters={[]}
          filterValues={{}}
          onFilterChange={() => undefined}
        />
        {data && data.count === 0 && !state.search ? (
          <EmptyState
            testId="list-empty"
            icon={<Inventory2Outlined />}
            title={t('resources.devices.emptyTitle')}
            body={t('resources.devices.emptyBody')}
            actions={addButton}
          />
        ) : (
          <TableContainer>
            <Table
              size="small"
              aria-label={t('resource.recordsTable', { page: title })}
              sx={{ minWidth: 720 }}
            >
              <TableHead>
                <TableRow>
                  {head(fieldLabelOf('devices', 'imei', locale))}
                  {head(fieldLabelOf('devices', 'model', locale))}
                  {head(fieldLabelOf('devices', 'protocol', locale))}
                  {head(fieldLabelOf('devices', 'sim_number', locale))}
                  {head(fieldLabelOf('devices', 'lenient_crc', locale))}
                  {head(t('resources.devices.keyColumn'))}
                  {head(t('resources.devices.vehicle'))}
                  {head(t('resource.actions'))}
                </TableRow>
              </TableHead>
              <TableBody>
                {(data?.results ?? []).map((device) => (
                  <TableRow key={device.id} hover data-testid="record-row">
                    <TableCell dir="ltr" sx={{ textAlign: 'start', fontWeight: 600 }}>
                      {localizeDigits(device.imei, locale)}
                    </TableCell>
                    <TableCell>{device.model || noValue}</TableCell>
                    <TableCell>{t(`enums.protocol.${device.protocol}`)}</TableCell>
                    <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                      {localizeDigits(device.sim_number, locale) || noValue}
                    </TableCell>
                    <TableCell>{device.lenient_crc ? t('resource.yes') : t('resource.no')}</TableCell>
                    <TableCell>
                      {device.key_required
                        ? t('resources.devices.keyRequired')
                        : t('resources.devices.keyNotRequired')}
                    </TableCell>
                    <TableCell>
                      {device.company_vehicle ? (
                        <PlateView plate={device.company_vehicle.license_plate} />
                      ) : (
                        noValue
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                      <IconButton
                        aria-label={t('resources.devices.keyTitle', { name: nameOf(device) })}
                        onClick={() => setKeyOf(device)}
                      >
                        <KeyRounded fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('resource.editNamed', { name: nameOf(device) })}
                        onClick={() => setEditing({ device })}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('resource.deleteNamed', { name: nameOf(device) })}
                        onClick={() => setDoomed(device)}
                      >
                        <DeleteOutlineRounded fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
        <RecordDialog<Device>
          title={
            editing.device
              ? t('resource.editNamed', { name: nameOf(editing.device) })
              : t('resources.devices.addDevice')
          }
          path={path}
          {...(editing.device ? { id: editing.device.id } : {})}
          schema={deviceInput}
          labels="devices"
          fields={fields}
          initial={
            editing.device
              ? recordToFormValues(editing.device, fields)
              : emptyFormValues(fields, {
                  protocol: 'teltonika',
                  lenient_crc: 'false',
                  clock_offset_minutes: '0',
                  speed_unit: 'kn',
                })
          }
          onClose={() => setEditing(null)}
          onSaved={(device) => {
            notifySuccess(
              t(editing.device ? 'resource.updated' : 'resource.created', { name: nameOf(device) }),
            );
            setEditing(null);
          }}
        />
      ) : null}
      {keyOf ? <DeviceKeyDialog device={keyOf} name={nameOf(keyOf)} onClose={() => setKeyOf(null)} /> : null}
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
    </>
  );
}

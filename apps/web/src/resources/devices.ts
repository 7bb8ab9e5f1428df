import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { type Device, deviceInput, deviceProtocols, deviceSpeedUnits } from '@navgan/domain/resources/device';
import { enumOptions } from '../lib/define-resource';
import { dialogList } from '../lib/define-screens';

/**
 * Tracking devices (`devices/list`). The route table has no add/edit/view screens for devices,
 * so a dialog on the list adds and edits them. An IMEI is an identifier, shown as the device
 * sends it (Latin digits, hexadecimal Wialon ids) in every language.
 */
export const devices = dialogList<Device>({
  name: 'devices',
  page: 'devicesList',
  schema: deviceInput,
  labels: 'devices',
  recordName: (device) => device.imei,
  search: 'resources.devices.searchPlaceholder',
  empty: {
    title: 'resources.devices.emptyTitle',
    body: 'resources.devices.emptyBody',
    icon: Inventory2Outlined,
  },
  columns: [
    { field: 'imei', kind: 'text' },
    { field: 'model', kind: 'text' },
    { field: 'protocol', kind: 'enum', options: enumOptions(deviceProtocols, (v) => `enums.protocol.${v}`) },
    { field: 'sim_number', kind: 'digits' },
    // Not the bad-CRC switch (a setting, in the dialog): the list keeps room for how the device is doing.
    {
      field: 'key_required',
      kind: 'computed',
      label: 'resources.devices.keyColumn',
      text: (device, _locale, t) =>
        t(device.key_required ? 'resources.devices.keyRequired' : 'resources.devices.keyNotRequired'),
    },
    { field: 'company_vehicle', kind: 'plate', label: 'resources.devices.vehicle' },
    { field: 'last_seen', kind: 'moment', label: 'deviceSupport.lastSeen', none: 'deviceSupport.never' },
    {
      field: 'connected',
      kind: 'status',
      label: 'deviceSupport.connection',
      options: [
        { value: 'true', label: 'deviceSupport.connected', color: 'success' },
        { value: 'false', label: 'deviceSupport.notConnected', color: 'default' },
      ],
      testId: 'device-connected',
    },
  ],
  fields: [
    // Kept as typed (the server reads Persian digits): an identifier is never shown in Persian digits.
    { name: 'imei', kind: 'text', inputMode: 'numeric', ltr: true },
    { name: 'model', kind: 'text' },
    { name: 'protocol', kind: 'enum', options: enumOptions(deviceProtocols, (v) => `enums.protocol.${v}`) },
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
      options: enumOptions(deviceSpeedUnits, (v) => `enums.speedUnit.${v}`),
      helper: 'resources.devices.speedUnitHelper',
    },
  ],
  dialogTitle: { add: 'resources.devices.addDevice' },
  // A tracker registered from the unknown devices comes with its identifier and protocol.
  defaults: ({ imei, protocol }) => ({
    imei: imei ?? '',
    protocol: protocol ?? 'teltonika',
    lenient_crc: 'false',
    clock_offset_minutes: '0',
    speed_unit: 'kn',
  }),
});

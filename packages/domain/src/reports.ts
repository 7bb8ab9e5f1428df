import type { Locale } from './locales';

/**
 * The tabular reports: their API names, columns and column labels, shared by the API (the xlsx
 * headers) and the web table, so a column reads the same on screen and in the workbook.
 */
export const reportNames = [
  'driver-history',
  'hardware-history',
  'stops',
  'daily',
  'periodic',
  'overview',
  'routing-details',
  'events',
] as const;
export type ReportName = (typeof reportNames)[number];

/**
 * How a cell is shown: a vehicle {name, license_plate}, a driver {first_name, last_name}, an
 * instant (ISO), an Iran day (ISO), seconds as h:mm, a number with `digits` decimals, rials, yes/no,
 * a vehicle event's kind (`eventKindLabels`).
 */
export type ReportCellKind =
  | 'vehicle'
  | 'driver'
  | 'text'
  | 'instant'
  | 'day'
  | 'duration'
  | 'number'
  | 'money'
  | 'flag'
  | 'event';

export interface ReportColumn {
  key: string;
  kind: ReportCellKind;
  digits?: number;
}

const figures: ReportColumn[] = [
  { key: 'distance_km', kind: 'number', digits: 1 },
  { key: 'engine_s', kind: 'duration' },
  { key: 'moving_s', kind: 'duration' },
  { key: 'idle_s', kind: 'duration' },
  { key: 'stopped_s', kind: 'duration' },
  { key: 'max_speed_kmh', kind: 'number', digits: 0 },
  { key: 'mean_speed_kmh', kind: 'number', digits: 0 },
  { key: 'fuel_used_l', kind: 'number', digits: 1 },
  { key: 'fuel_cost', kind: 'money' },
  { key: 'harsh_acceleration', kind: 'number', digits: 0 },
  { key: 'harsh_braking', kind: 'number', digits: 0 },
  { key: 'harsh_cornering', kind: 'number', digits: 0 },
  { key: 'fence_violations', kind: 'number', digits: 0 },
  { key: 'cost', kind: 'money' },
];

export const reportColumns: Record<ReportName, ReportColumn[]> = {
  'driver-history': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'from_at', kind: 'instant' },
    { key: 'until_at', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
  ],
  'hardware-history': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'imei', kind: 'text' },
    { key: 'sim_number', kind: 'text' },
    { key: 'from_at', kind: 'instant' },
    { key: 'until_at', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
  ],
  stops: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'started_at', kind: 'instant' },
    { key: 'ended_at', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
    { key: 'place', kind: 'text' },
    { key: 'ignition_off', kind: 'flag' },
  ],
  daily: [{ key: 'company_vehicle', kind: 'vehicle' }, { key: 'day', kind: 'day' }, ...figures],
  periodic: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'days', kind: 'number', digits: 0 },
    ...figures,
  ],
  overview: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'days', kind: 'number', digits: 0 },
    { key: 'trip_count', kind: 'number', digits: 0 },
    ...figures.slice(0, -2),
    { key: 'overspeed_count', kind: 'number', digits: 0 },
    ...figures.slice(-2),
    { key: 'utilisation_pct', kind: 'number', digits: 1 },
  ],
  'routing-details': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'trip_started_at', kind: 'instant' },
    { key: 'trip_ended_at', kind: 'instant' },
    { key: 'start_place', kind: 'text' },
    { key: 'end_place', kind: 'text' },
    { key: 'distance_km', kind: 'number', digits: 1 },
    { key: 'duration_s', kind: 'duration' },
    { key: 'max_speed_kmh', kind: 'number', digits: 0 },
    { key: 'mean_speed_kmh', kind: 'number', digits: 0 },
    { key: 'idle_s', kind: 'duration' },
    { key: 'harsh_events', kind: 'number', digits: 0 },
  ],
  events: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'kind', kind: 'event' },
    { key: 'at', kind: 'instant' },
    { key: 'event_ended_at', kind: 'instant' },
    { key: 'value', kind: 'number', digits: 1 },
    { key: 'place', kind: 'text' },
  ],
};

/** The kinds of `vehicle_events` (docs/metrics.md), as a report names them. */
export const eventKindLabels: Record<Locale, Record<string, string>> = {
  fa: {
    harsh_acceleration: 'شتاب تند',
    harsh_braking: 'ترمز تند',
    harsh_cornering: 'پیچ تند',
    overspeed: 'سرعت غیرمجاز',
    idle: 'درجا',
  },
  en: {
    harsh_acceleration: 'Harsh acceleration',
    harsh_braking: 'Harsh braking',
    harsh_cornering: 'Harsh cornering',
    overspeed: 'Over-speed',
    idle: 'Idling',
  },
  tr: {
    harsh_acceleration: 'Sert hızlanma',
    harsh_braking: 'Sert fren',
    harsh_cornering: 'Sert viraj',
    overspeed: 'Hız aşımı',
    idle: 'Rölanti',
  },
};

/** Where each report answers under the API base (spec section 2 names the screens; the paths follow them). */
export const reportPaths: Record<ReportName, string> = {
  'driver-history': 'reports/history/driver/',
  'hardware-history': 'reports/history/hardware/',
  stops: 'reports/history/stops/',
  daily: 'reports/daily/',
  periodic: 'reports/periodic/',
  overview: 'reports/history/overview/',
  'routing-details': 'reports/history/routing-details/',
  events: 'reports/history/events/',
};

export const reportLabels: Record<Locale, Record<string, string>> = {
  fa: {
    company_vehicle: 'خودرو',
    license_plate: 'پلاک',
    driver: 'راننده',
    from_at: 'از',
    until_at: 'تا',
    duration_s: 'مدت',
    imei: 'شناسه‌ی دستگاه (IMEI)',
    sim_number: 'شماره‌ی سیم‌کارت',
    started_at: 'شروع توقف',
    ended_at: 'پایان توقف',
    place: 'مکان',
    ignition_off: 'موتور خاموش',
    day: 'روز',
    days: 'روزهای دارای داده',
    distance_km: 'مسافت (کیلومتر)',
    engine_s: 'کارکرد موتور',
    moving_s: 'زمان حرکت',
    idle_s: 'زمان درجا',
    stopped_s: 'زمان توقف',
    max_speed_kmh: 'بیشینه‌ی سرعت (کیلومتر بر ساعت)',
    mean_speed_kmh: 'میانگین سرعت (کیلومتر بر ساعت)',
    fuel_used_l: 'سوخت مصرفی (لیتر)',
    fuel_cost: 'هزینه‌ی سوخت (ریال)',
    harsh_acceleration: 'شتاب تند',
    harsh_braking: 'ترمز تند',
    harsh_cornering: 'پیچ تند',
    fence_violations: 'تخلف حصار',
    cost: 'هزینه‌ی کل (ریال)',
    trip_count: 'سفرها',
    overspeed_count: 'سرعت غیرمجاز',
    utilisation_pct: 'بهره‌وری (٪)',
    trip_started_at: 'شروع سفر',
    trip_ended_at: 'پایان سفر',
    start_place: 'مبدأ',
    end_place: 'مقصد',
    harsh_events: 'رویدادهای تند',
    kind: 'رویداد',
    at: 'زمان',
    event_ended_at: 'پایان',
    value: 'مقدار',
    total: 'جمع کل',
  },
  en: {
    company_vehicle: 'Vehicle',
    license_plate: 'License plate',
    driver: 'Driver',
    from_at: 'From',
    until_at: 'Until',
    duration_s: 'Duration',
    imei: 'Device IMEI',
    sim_number: 'SIM number',
    started_at: 'Stop start',
    ended_at: 'Stop end',
    place: 'Place',
    ignition_off: 'Engine off',
    day: 'Day',
    days: 'Days with data',
    distance_km: 'Distance (km)',
    engine_s: 'Engine hours',
    moving_s: 'Moving time',
    idle_s: 'Idle time',
    stopped_s: 'Stopped time',
    max_speed_kmh: 'Max speed (km/h)',
    mean_speed_kmh: 'Mean speed (km/h)',
    fuel_used_l: 'Fuel used (l)',
    fuel_cost: 'Fuel cost (rials)',
    harsh_acceleration: 'Harsh acceleration',
    harsh_braking: 'Harsh braking',
    harsh_cornering: 'Harsh cornering',
    fence_violations: 'Fence violations',
    cost: 'Total cost (rials)',
    trip_count: 'Trips',
    overspeed_count: 'Over-speed',
    utilisation_pct: 'Utilisation (%)',
    trip_started_at: 'Trip start',
    trip_ended_at: 'Trip end',
    start_place: 'From',
    end_place: 'To',
    harsh_events: 'Harsh events',
    kind: 'Event',
    at: 'Time',
    event_ended_at: 'End',
    value: 'Value',
    total: 'Total',
  },
  tr: {
    company_vehicle: 'Araç',
    license_plate: 'Plaka',
    driver: 'Sürücü',
    from_at: 'Başlangıç',
    until_at: 'Bitiş',
    duration_s: 'Süre',
    imei: 'Cihaz IMEI',
    sim_number: 'SIM numarası',
    started_at: 'Durak başlangıcı',
    ended_at: 'Durak bitişi',
    place: 'Yer',
    ignition_off: 'Motor kapalı',
    day: 'Gün',
    days: 'Veri olan günler',
    distance_km: 'Mesafe (km)',
    engine_s: 'Motor saati',
    moving_s: 'Hareket süresi',
    idle_s: 'Rölanti süresi',
    stopped_s: 'Duruş süresi',
    max_speed_kmh: 'Azami hız (km/sa)',
    mean_speed_kmh: 'Ortalama hız (km/sa)',
    fuel_used_l: 'Kullanılan yakıt (l)',
    fuel_cost: 'Yakıt maliyeti (riyal)',
    harsh_acceleration: 'Sert hızlanma',
    harsh_braking: 'Sert fren',
    harsh_cornering: 'Sert viraj',
    fence_violations: 'Bölge ihlali',
    cost: 'Toplam maliyet (riyal)',
    trip_count: 'Seferler',
    overspeed_count: 'Hız aşımı',
    utilisation_pct: 'Kullanım (%)',
    trip_started_at: 'Sefer başlangıcı',
    trip_ended_at: 'Sefer bitişi',
    start_place: 'Nereden',
    end_place: 'Nereye',
    harsh_events: 'Sert olaylar',
    kind: 'Olay',
    at: 'Zaman',
    event_ended_at: 'Bitiş',
    value: 'Değer',
    total: 'Toplam',
  },
};

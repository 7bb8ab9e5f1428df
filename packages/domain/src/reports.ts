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
  'geofence-rules',
  'geofence-episodes',
  'fuel-transactions',
] as const;
export type ReportName = (typeof reportNames)[number];

/**
 * How a cell is shown: a vehicle {name, license_plate}, a driver {first_name, last_name}, an
 * instant (ISO), an Iran day (ISO), seconds as h:mm, a number with `digits` decimals, rials, yes/no,
 * one of a few values labelled `key.value` in `reportLabels`, a link to the route playback
 * ({company_vehicle_id, day, at}: on screen only, not in the workbook).
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
  | 'choice'
  | 'playback';

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
  'geofence-rules': [
    { key: 'rule', kind: 'choice' },
    { key: 'limit_kmh', kind: 'number', digits: 0 },
    { key: 'events', kind: 'number', digits: 0 },
    { key: 'vehicles', kind: 'number', digits: 0 },
    { key: 'duration_s', kind: 'duration' },
    { key: 'max_speed_kmh', kind: 'number', digits: 0 },
    { key: 'over_limit_kmh', kind: 'number', digits: 0 },
  ],
  'geofence-episodes': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'rule', kind: 'choice' },
    { key: 'episode_start', kind: 'instant' },
    { key: 'episode_end', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
    { key: 'max_speed_kmh', kind: 'number', digits: 0 },
    { key: 'playback', kind: 'playback' },
  ],
  'fuel-transactions': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'occurred_at', kind: 'instant' },
    { key: 'card', kind: 'text' },
    { key: 'liters', kind: 'number', digits: 1 },
    { key: 'paid_total', kind: 'money' },
    { key: 'station', kind: 'text' },
    { key: 'telemetry_rise_l', kind: 'number', digits: 1 },
    { key: 'fuel_check', kind: 'choice' },
  ],
};

/**
 * Reports that answer a summary besides their rows (`summary` in the page, a second sheet in the
 * workbook): the fuel transactions' reconciliation per vehicle with what telemetry saw.
 */
export const reportSummaryColumns: Partial<Record<ReportName, ReportColumn[]>> = {
  'fuel-transactions': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'transactions', kind: 'number', digits: 0 },
    { key: 'bought_l', kind: 'number', digits: 1 },
    { key: 'refuel_l', kind: 'number', digits: 1 },
    { key: 'consumed_l', kind: 'number', digits: 1 },
    { key: 'unseen_l', kind: 'number', digits: 1 },
    { key: 'suspicious', kind: 'number', digits: 0 },
    { key: 'telemetry', kind: 'flag' },
  ],
};

/** The rule kinds of a fence, in the order the geofence-rules report lists them. */
export const fenceRuleKinds = ['enter', 'exit', 'forbidden', 'over_speed', 'time_violation'] as const;
export type FenceRuleKind = (typeof fenceRuleKinds)[number];

/** How a fuel transaction compares with the fuel level telemetry (docs/metrics.md has the thresholds). */
export const fuelChecks = ['matched', 'no_refuel', 'short_rise', 'over_tank', 'no_telemetry'] as const;
export type FuelCheck = (typeof fuelChecks)[number];

/** Choice values a report marks as needing a look (`key.value`): the suspicious fuel verdicts. */
export const flaggedChoices: ReadonlySet<string> = new Set(
  fuelChecks
    .filter((check) => check !== 'matched' && check !== 'no_telemetry')
    .map((check) => `fuel_check.${check}`),
);

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
    rule: 'قاعده',
    'rule.enter': 'ورود',
    'rule.exit': 'خروج',
    'rule.forbidden': 'ورود ممنوع',
    'rule.over_speed': 'سرعت غیرمجاز',
    'rule.time_violation': 'حضور خارج از زمان مجاز',
    limit_kmh: 'سرعت مجاز (کیلومتر بر ساعت)',
    events: 'تعداد',
    vehicles: 'خودروها',
    over_limit_kmh: 'بیشترین مقدار بیش از حد مجاز (کیلومتر بر ساعت)',
    episode_start: 'شروع',
    episode_end: 'پایان',
    playback: 'بازپخش مسیر',
    occurred_at: 'زمان',
    card: 'کارت',
    liters: 'لیتر',
    paid_total: 'مبلغ (ریال)',
    station: 'جایگاه',
    telemetry_rise_l: 'افزایش سطح (لیتر)',
    fuel_check: 'بررسی با داده‌ی خودرو',
    'fuel_check.matched': 'تطبیق دارد',
    'fuel_check.no_refuel': 'مشکوک: سوخت‌گیری دیده نشد',
    'fuel_check.short_rise': 'مشکوک: افزایش کمتر از خرید',
    'fuel_check.over_tank': 'مشکوک: بیش از گنجایش باک',
    'fuel_check.no_telemetry': 'بدون داده‌ی سوخت',
    transactions: 'تراکنش‌ها',
    bought_l: 'خرید (لیتر)',
    refuel_l: 'سوخت‌گیری (لیتر)',
    consumed_l: 'مصرف (لیتر)',
    unseen_l: 'دیده‌نشده (لیتر)',
    suspicious: 'مشکوک',
    telemetry: 'داده‌ی سوخت',
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
    rule: 'Rule',
    'rule.enter': 'Entry',
    'rule.exit': 'Exit',
    'rule.forbidden': 'Forbidden entry',
    'rule.over_speed': 'Speeding',
    'rule.time_violation': 'Outside allowed hours',
    limit_kmh: 'Speed limit (km/h)',
    events: 'Count',
    vehicles: 'Vehicles',
    over_limit_kmh: 'Most over the limit (km/h)',
    episode_start: 'Start',
    episode_end: 'End',
    playback: 'Route playback',
    occurred_at: 'Time',
    card: 'Fuel card',
    liters: 'Litres',
    paid_total: 'Paid (rials)',
    station: 'Station',
    telemetry_rise_l: 'Level rise (l)',
    fuel_check: 'Check',
    'fuel_check.matched': 'Matched',
    'fuel_check.no_refuel': 'Suspicious: no refuel seen',
    'fuel_check.short_rise': 'Suspicious: level rose less',
    'fuel_check.over_tank': 'Suspicious: more than the tank holds',
    'fuel_check.no_telemetry': 'No telemetry',
    transactions: 'Transactions',
    bought_l: 'Bought (l)',
    refuel_l: 'Refuelled (l)',
    consumed_l: 'Consumed (l)',
    unseen_l: 'Not seen (l)',
    suspicious: 'Suspicious',
    telemetry: 'Fuel telemetry',
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
    rule: 'Kural',
    'rule.enter': 'Giriş',
    'rule.exit': 'Çıkış',
    'rule.forbidden': 'Yasak giriş',
    'rule.over_speed': 'Hız ihlali',
    'rule.time_violation': 'İzin dışı saatte',
    limit_kmh: 'Hız sınırı (km/sa)',
    events: 'Sayı',
    vehicles: 'Araçlar',
    over_limit_kmh: 'Sınırın en fazla üstü (km/sa)',
    episode_start: 'Başlangıç',
    episode_end: 'Bitiş',
    playback: 'Rota oynatma',
    occurred_at: 'Zaman',
    card: 'Yakıt kartı',
    liters: 'Litre',
    paid_total: 'Ödenen (riyal)',
    station: 'İstasyon',
    telemetry_rise_l: 'Seviye artışı (l)',
    fuel_check: 'Kontrol',
    'fuel_check.matched': 'Eşleşti',
    'fuel_check.no_refuel': 'Şüpheli: yakıt alımı görülmedi',
    'fuel_check.short_rise': 'Şüpheli: seviye daha az arttı',
    'fuel_check.over_tank': 'Şüpheli: depo kapasitesinden fazla',
    'fuel_check.no_telemetry': 'Telemetri yok',
    transactions: 'İşlemler',
    bought_l: 'Alınan (l)',
    refuel_l: 'Görülen dolum (l)',
    consumed_l: 'Tüketilen (l)',
    unseen_l: 'Görülmeyen (l)',
    suspicious: 'Şüpheli',
    telemetry: 'Yakıt telemetrisi',
  },
};

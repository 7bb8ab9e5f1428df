import { composePlate } from '@navgan/domain/plate';
import { defaultDemoFleetSize } from '../config';

/**
 * The demo company's fleet, generated deterministically from its index so every start (and every
 * machine) sees the same vehicles, and `SIMULATOR_VEHICLES=5000` extends the same list. The first
 * vehicles are written by hand to cover what the demo must show; the rest cycle through kinds.
 */

export type DemoProtocol =
  | 'teltonika'
  | 'gt06'
  | 'osmand'
  | 'h02'
  | 'tk103'
  | 'wialon'
  | 'jt808'
  | 'queclink'
  | 'meitrack'
  | 'ruptela';

/**
 * Trackers of other makes in the fleet: a fleet grown over the years has what each installer
 * fitted. Vehicles after the hand-written first dozen cycle through these and their kind's own,
 * except cold-chain trucks, which keep the tracker that reads their cargo sensors.
 */
const laterTrackers: { protocol: DemoProtocol; model: string }[] = [
  { protocol: 'h02', model: 'Sinotrack ST-901' },
  { protocol: 'tk103', model: 'Coban TK103B' },
  { protocol: 'wialon', model: 'Wialon IPS firmware' },
  { protocol: 'jt808', model: 'JT701 (JT/T 808)' },
  { protocol: 'queclink', model: 'Queclink GV300' },
  { protocol: 'meitrack', model: 'Meitrack T366' },
  { protocol: 'ruptela', model: 'Ruptela FM-Eco4' },
];

function trackerOf(index: number, kind: Kind): { protocol: DemoProtocol; model: string } {
  const own = { protocol: kind.protocol, model: kind.deviceModel };
  if (index < 12 || kind.protocol === 'osmand' || kind.isColdChain) return own;
  return laterTrackers[index % (laterTrackers.length + 1)] ?? own;
}

/** The identity the vehicle's tracker announces, in the form its protocol uses. */
function identityOf(protocol: DemoProtocol, number: number): string {
  if (protocol === 'osmand') return `navgan-demo-${String(number).padStart(5, '0')}`;
  if (protocol === 'h02') return String(9_100_000_000 + number);
  if (protocol === 'tk103') return String(27_000_000_000 + number).padStart(12, '0');
  // A JT/T 808 terminal number is the SIM's 11-digit number.
  if (protocol === 'jt808') return String(13_900_000_000 + number);
  return `86${String(4_700_000_000_000 + number)}`;
}
/** What the simulator does with the vehicle (see simulator/vehicle-plans.ts). */
export type DemoRole = 'long-haul' | 'city' | 'cold-chain' | 'offline' | 'service';
export type DemoTag = 'cold-chain' | 'city' | 'long-haul' | 'tehran-depot';

export interface DemoVehicle {
  index: number;
  name: string;
  plate: string;
  vehicleTypeId: number;
  ownershipId: number;
  statusId: number;
  modelYear: number;
  isColdChain: boolean;
  tags: DemoTag[];
  role: DemoRole;
  protocol: DemoProtocol;
  imei: string;
  simNumber: string;
  deviceModel: string;
  /**
   * When the vehicle's documents expire, in days after the day the demo is seeded (negative:
   * already expired). A few fall within the reminders' 30 days, one or two are overdue.
   */
  documents: { thirdPartyInsurance: number; bodyInsurance: number | null; inspection: number };
  driver: {
    firstName: string;
    lastName: string;
    nationalCode: string;
    mobile: string;
    statusId: number;
    /** Licence and health certificate expiry, days after the seed day. */
    licence: number;
    healthCertificate: number;
    /** Days of leave around the seed day (from, to) for the drivers whose status is "on leave". */
    leave: readonly [number, number] | null;
  } | null;
}

/** The driver status "on leave" (drivers/statuses/); every such demo driver has a leave under way. */
export const onLeaveStatusId = 2;

export const demoTags: Record<DemoTag, { fa: string; en: string }> = {
  'cold-chain': { fa: 'زنجیره سرد', en: 'Cold chain' },
  city: { fa: 'توزیع شهری', en: 'City distribution' },
  'long-haul': { fa: 'حمل بین‌شهری', en: 'Long haul' },
  'tehran-depot': { fa: 'انبار تهران', en: 'Tehran depot' },
};

interface Kind {
  name: string;
  vehicleTypeId: number;
  role: DemoRole;
  isColdChain: boolean;
  tags: DemoTag[];
  deviceModel: string;
  protocol: DemoProtocol;
}

// Kinds in the order the fleet is built; roles decide the simulator's routes.
const kinds: Kind[] = [
  {
    name: 'ولوو FH یخچالی',
    vehicleTypeId: 11,
    role: 'cold-chain',
    isColdChain: true,
    tags: ['cold-chain', 'long-haul'],
    deviceModel: 'FMB640',
    protocol: 'teltonika',
  },
  {
    name: 'اسکانیا R440',
    vehicleTypeId: 10,
    role: 'long-haul',
    isColdChain: false,
    tags: ['long-haul'],
    deviceModel: 'FMB640',
    protocol: 'teltonika',
  },
  {
    name: 'ایسوزو NPR',
    vehicleTypeId: 8,
    role: 'city',
    isColdChain: false,
    tags: ['city', 'tehran-depot'],
    deviceModel: 'FMB920',
    protocol: 'teltonika',
  },
  {
    name: 'بنز آکسور',
    vehicleTypeId: 9,
    role: 'long-haul',
    isColdChain: false,
    tags: ['long-haul'],
    deviceModel: 'GT06N',
    protocol: 'gt06',
  },
  {
    name: 'هیوندای HD65 یخچالی',
    vehicleTypeId: 11,
    role: 'cold-chain',
    isColdChain: true,
    tags: ['cold-chain', 'city', 'tehran-depot'],
    deviceModel: 'FMB125',
    protocol: 'teltonika',
  },
  {
    name: 'وانت نیسان زامیاد',
    vehicleTypeId: 3,
    role: 'city',
    isColdChain: false,
    tags: ['city', 'tehran-depot'],
    deviceModel: 'GT06N',
    protocol: 'gt06',
  },
  {
    name: 'فوتون اومارک',
    vehicleTypeId: 8,
    role: 'city',
    isColdChain: false,
    tags: ['city'],
    deviceModel: 'Traccar Client',
    protocol: 'osmand',
  },
  {
    name: 'ایویکو استرالیس',
    vehicleTypeId: 10,
    role: 'long-haul',
    isColdChain: false,
    tags: ['long-haul'],
    deviceModel: 'FMB640',
    protocol: 'teltonika',
  },
  {
    name: 'تانکر بنز ۲۶۲۴',
    vehicleTypeId: 12,
    role: 'long-haul',
    isColdChain: false,
    tags: ['long-haul'],
    deviceModel: 'GT06N',
    protocol: 'gt06',
  },
  {
    name: 'ون هیوندای H350',
    vehicleTypeId: 4,
    role: 'city',
    isColdChain: false,
    tags: ['city', 'tehran-depot'],
    deviceModel: 'FMB920',
    protocol: 'teltonika',
  },
  {
    name: 'پژو پارس سرپرستی',
    vehicleTypeId: 1,
    role: 'service',
    isColdChain: false,
    tags: ['city'],
    deviceModel: 'Traccar Client',
    protocol: 'osmand',
  },
  {
    name: 'آریسان',
    vehicleTypeId: 3,
    role: 'city',
    isColdChain: false,
    tags: ['city'],
    deviceModel: 'GT06N',
    protocol: 'gt06',
  },
];

const firstNames = [
  'علی',
  'محمد',
  'حسین',
  'رضا',
  'مهدی',
  'امیر',
  'سعید',
  'مجید',
  'حمید',
  'جواد',
  'مرتضی',
  'احمد',
  'کاظم',
  'بهروز',
  'فرهاد',
  'یوسف',
  'ناصر',
  'داوود',
  'اکبر',
  'مریم',
  'زهرا',
  'سارا',
];
const lastNames = [
  'محمدی',
  'حسینی',
  'رضایی',
  'احمدی',
  'کریمی',
  'موسوی',
  'جعفری',
  'صادقی',
  'رحیمی',
  'نوری',
  'قاسمی',
  'اکبری',
  'طاهری',
  'شریفی',
  'عباسی',
  'کاظمی',
  'فرهادی',
  'یزدانی',
  'تبریزی',
  'شیرازی',
  'اصفهانی',
  'کرمانی',
  'سلطانی',
];
// Plate letters of freight and service vehicles (codes of plate-letters.ts): ع public, ب, ج, د, س, ق, ل, م, ن, و, ه, ی.
const plateLetterCodes = ['14', '02', '06', '07', '10', '16', '19', '20', '21', '22', '23', '24'];
// Regions of Tehran province first, then the provinces the long-haul trucks come from.
const plateRegions = [
  '11',
  '22',
  '33',
  '44',
  '55',
  '66',
  '77',
  '88',
  '99',
  '10',
  '20',
  '21',
  '13',
  '15',
  '63',
  '83',
];

/** A valid 10-digit Iranian national code from a number (its check digit computed). */
export function nationalCodeFrom(seed: number): string {
  const body = String(1_000_000 + ((seed * 7_919) % 8_999_999))
    .padStart(9, '0')
    .slice(0, 9);
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  return `${body}${remainder < 2 ? remainder : 11 - remainder}`;
}

/** The demo vehicle at an index: the same one every time. */
export function demoVehicle(index: number): DemoVehicle {
  // The first vehicles are fixed so the demo always shows every behaviour (see the simulator).
  const kind =
    index === 6 ? { ...(kinds[1] as Kind), role: 'offline' as const } : (kinds[index % kinds.length] as Kind);
  const number = index + 1;
  const plate = composePlate({
    twoDigits: String(10 + ((index * 37) % 89)).padStart(2, '0'),
    letterCode: plateLetterCodes[index % plateLetterCodes.length] as string,
    threeDigits: String(100 + ((index * 271) % 899)).padStart(3, '0'),
    region: plateRegions[index % plateRegions.length] as string,
  });
  const tracker = trackerOf(index, kind);
  const hasDriver = index % 9 !== 8; // a few vehicles without a driver, as in any fleet
  const first = firstNames[(index * 5) % firstNames.length] as string;
  const last = lastNames[(index * 7) % lastNames.length] as string;
  return {
    index,
    name: `${kind.name} ${toPersian(number)}`,
    plate,
    vehicleTypeId: kind.vehicleTypeId,
    ownershipId: index % 4 === 3 ? 2 : 1,
    statusId: index % 17 === 16 ? 2 : index % 23 === 22 ? 5 : 1,
    modelYear: 1390 + (index % 14),
    isColdChain: kind.isColdChain,
    tags: kind.tags,
    role: kind.role,
    protocol: tracker.protocol,
    imei: identityOf(tracker.protocol, number),
    simNumber: `0912${String(3_000_000 + index * 13).padStart(7, '0')}`,
    deviceModel: tracker.model,
    documents: {
      thirdPartyInsurance:
        index % 9 === 2 ? 5 + (index % 5) * 5 : index % 13 === 5 ? -4 : 45 + ((index * 47) % 310),
      // Leased vehicles are insured by their owner: no body insurance of ours.
      bodyInsurance: index % 4 === 3 ? null : index % 10 === 4 ? 12 : 60 + ((index * 31) % 290),
      inspection: index % 8 === 3 ? 3 + (index % 20) : 35 + ((index * 61) % 320),
    },
    driver: hasDriver
      ? {
          firstName: first,
          lastName: last,
          nationalCode: nationalCodeFrom(index + 1),
          mobile: `0935${String(1_000_000 + index * 7_717)
            .padStart(7, '0')
            .slice(-7)}`,
          statusId: index % 11 === 10 ? onLeaveStatusId : index % 29 === 28 ? 4 : 1,
          licence: index % 14 === 6 ? 18 : 200 + ((index * 97) % 1500),
          healthCertificate: index % 10 === 7 ? 9 : 60 + ((index * 53) % 300),
          leave: index % 11 === 10 ? [-1 - (index % 3), 2 + (index % 4)] : null,
        }
      : null,
  };
}

export function demoFleet(size = defaultDemoFleetSize): DemoVehicle[] {
  return Array.from({ length: size }, (_, i) => demoVehicle(i));
}

function toPersian(n: number): string {
  return String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
}

/** Business constants of spec section 9, one place for server and web. */
export const pageSize = 10;
/**
 * The largest record id (PostgreSQL's `integer`, 2^31 - 1): a path id beyond it names nothing
 * (404), a body reference or an `__in` filter beyond it is a 400.
 */
export const maxRecordId = 2_147_483_647;
export const notificationPollMs = 300_000;
export const notificationBadgeMax = 99;
export const errorToastMs = 5_000;
export const successToastMs = 4_000;
export const tokenRefreshReloadMs = 1_000;
export const requestTimeoutMs = 1_000_000;
export const chunkLoadTimeoutMs = 120_000;
export const liveClockTickMs = 1_000;
export const realtimeDashboardRefreshMs = 60_000;
export const liveMapRefreshMs = 10_000;
export const noDataNoticeMs = 5_000;
export const loginUsernameMin = 3;
export const passwordMin = 8;
/** Longer passwords only cost hashing time (argon2 reads all of it); 128 is far beyond any passphrase. */
export const passwordMax = 128;
export const usernameMax = 150;
export const temperatureNoSensor = 250;
export const riskThresholds = { low: 20, medium: 50 } as const;
export const utilizationAxisMaxHours = 24;
export const realtimePieColors = { updated: '#67C23A', notUpdated: '#f59e0b' } as const;
/**
 * The spec's cost bound ("The cost must be less than {type} billion rials."): the spec does not
 * give the value; 1,000 billion rials is above any single vehicle cost a fleet records.
 */
export const costMaxBillionRials = 1000;
/**
 * The cold-chain range a reading is judged against while vehicles carry no set-points of their
 * own: frozen goods ride at about -18 °C and chilled ones at 2–8 °C, so outside -25..8 is wrong
 * for either.
 */
export const coldChainRangeC = { min: -25, max: 8 } as const;
/** Hours of temperature history the realtime temperature page draws, and the most it may ask for. */
export const temperatureTrendHours = { default: 6, max: 24 } as const;
/** Minutes of recent track the route-following map draws behind a vehicle, and the cap. */
export const liveTrailMinutes = { default: 60, max: 360 } as const;

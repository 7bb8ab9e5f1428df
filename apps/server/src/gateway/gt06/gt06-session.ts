import type { LastFix } from '../protocol/position-draft';

/**
 * What the decoder remembers about one TCP connection: the IMEI sent by the login packet (0x01),
 * the time zone the device's local-time fields are in, and the last GPS fix. Frames other than the
 * login give no position until the connection has logged in.
 */
export class Gt06Session {
  imei: string | undefined;
  /** Offset of the device's date fields from UTC, in minutes (east positive). */
  timezoneOffsetMinutes: number;
  lastFix: LastFix | undefined;
  private timezoneFixed: boolean;

  /** `timezoneOffsetMinutes`, when given, is what the device is configured for; the login can't change it. */
  constructor(options: { imei?: string; timezoneOffsetMinutes?: number } = {}) {
    this.imei = options.imei;
    this.timezoneOffsetMinutes = options.timezoneOffsetMinutes ?? 0;
    this.timezoneFixed = options.timezoneOffsetMinutes !== undefined;
  }

  /**
   * The device's clock offset as registered (clones that send local time without saying so): it
   * applies to every later frame and wins over what a login announces.
   */
  configureTimezone(offsetMinutes: number): void {
    this.timezoneOffsetMinutes = offsetMinutes;
    this.timezoneFixed = true;
  }

  /** Applies the time zone the login packet announces, unless one is configured. */
  announceTimezone(offsetMinutes: number): void {
    if (!this.timezoneFixed) this.timezoneOffsetMinutes = offsetMinutes;
  }
}

import type { DeviceFix } from './device-fix';
import { utcParts } from './text-fields';

/**
 * The Queclink @Track side of a device: a `+RESP:GTFRI` fixed report per fix (speed km/h, course,
 * altitude, longitude before latitude, UTC time, cell, mileage in km, battery %, then the send
 * time and a hex count). Queclink identifies by IMEI in every report and acknowledges nothing.
 */
export class QueclinkEncoder {
  private count = 0;

  constructor(private readonly imei: string) {}

  report(fix: DeviceFix): Buffer {
    const t = utcParts(fix);
    const time = `${t.yyyy}${t.mm}${t.dd}${t.hh}${t.mi}${t.ss}`;
    this.count = (this.count + 1) & 0xffff;
    const fields = [
      '+RESP:GTFRI',
      '8020040200',
      this.imei,
      '',
      '',
      '10',
      '1',
      '1',
      fix.speedKmh.toFixed(1),
      Math.round(fix.course),
      fix.altitude.toFixed(1),
      fix.longitude.toFixed(6),
      fix.latitude.toFixed(6),
      time,
      '0432',
      '0011',
      '1A2B',
      '00C0FFEE',
      '00',
      (fix.odometerMetres / 1000).toFixed(1),
      '',
      '',
      '',
      '',
      '100',
      fix.ignition ? '210100' : '200100',
      '',
      '',
      '',
      time,
      this.count.toString(16).toUpperCase().padStart(4, '0'),
    ];
    return Buffer.from(`${fields.join(',')}$`, 'latin1');
  }
}

import type { DeviceFix } from './device-fix';
import { utcParts } from './text-fields';

/**
 * The Meitrack side of a device: an `AAA` report per fix, framed `$$<flag><length>,...*<checksum>\r\n`
 * (length counted from the first comma to the end, checksum the byte sum up to `*`). Event 35 is
 * the timed report; the I/O word's first bit is the ignition input. No acknowledgement.
 */
export class MeitrackEncoder {
  private flag = 0;

  constructor(private readonly imei: string) {}

  report(fix: DeviceFix): Buffer {
    const t = utcParts(fix);
    const fields = [
      this.imei,
      'AAA',
      '35',
      fix.latitude.toFixed(6),
      fix.longitude.toFixed(6),
      `${t.yy}${t.mm}${t.dd}${t.hh}${t.mi}${t.ss}`,
      'A',
      '10',
      '22',
      Math.round(fix.speedKmh),
      Math.round(fix.course),
      '0.9',
      Math.round(fix.altitude),
      Math.round(fix.odometerMetres),
      '0',
      '432|11|1A2B|00C0FFEE',
      fix.ignition ? '0001' : '0000',
      `0000|0000|0000|018D|${Math.round(fix.powerVolts * 100)
        .toString(16)
        .toUpperCase()
        .padStart(4, '0')}`,
      '',
    ];
    const body = `,${fields.join(',')}*`;
    const length = body.length + 4; // the two checksum digits and CR LF
    this.flag = (this.flag + 1) % 26;
    const head = `$$${String.fromCharCode(0x41 + this.flag)}${length}`;
    const unsummed = `${head}${body}`;
    let sum = 0;
    for (let i = 0; i < unsummed.length; i++) sum = (sum + unsummed.charCodeAt(i)) & 0xff;
    return Buffer.from(`${unsummed}${sum.toString(16).toUpperCase().padStart(2, '0')}\r\n`, 'latin1');
  }
}

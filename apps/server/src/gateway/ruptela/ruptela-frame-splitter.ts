import { BufferedSplitter } from '../protocol/buffered-splitter';
import { GarbageRun } from '../protocol/garbage-run';
import type { SplitEvent } from '../protocol/tracker-protocol';
import { crc16Kermit } from './crc16-kermit';
import { isRuptelaStart } from './ruptela-start';

/** A length field above this is no Ruptela frame (file parts are about 1 KB). */
const MAX_LENGTH = 2048;

/**
 * Splits a Ruptela TCP stream: `length(2)` then that many bytes (IMEI, command, payload) and a
 * CRC-16. A frame is taken when its CRC matches, or when its head is a plausible IMEI and command
 * (a device with a broken CRC still reaches the decoder, which refuses it in strict mode);
 * otherwise the first byte is skipped as garbage and the next offset tried.
 */
export class RuptelaFrameSplitter extends BufferedSplitter {
  private readonly garbage = new GarbageRun();

  protected split(data: Buffer, events: SplitEvent[]): number {
    let at = 0;
    while (data.length - at >= 2) {
      const length = data.readUInt16BE(at);
      const plausible = isRuptelaStart(data.subarray(at, at + 11));
      if (length < 9 || length > MAX_LENGTH || plausible === 'no') {
        this.garbage.skip();
        at++;
        continue;
      }
      const total = length + 4;
      if (data.length - at < total) break;
      const crcOk = crc16Kermit(data, at + 2, at + 2 + length) === data.readUInt16BE(at + 2 + length);
      if (!crcOk && plausible !== 'yes') {
        this.garbage.skip();
        at++;
        continue;
      }
      this.garbage.report(events);
      events.push({ kind: 'frame', frame: Buffer.from(data.subarray(at, at + total)) });
      at += total;
    }
    return at;
  }
}

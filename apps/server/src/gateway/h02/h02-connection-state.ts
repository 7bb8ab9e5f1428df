import type { LastFix } from '../protocol/position-draft';

/**
 * What an H02 connection remembers: the device it named (a sentence with an empty id belongs to
 * it) and the last valid fix, which places the records that carry none (heartbeats, cell lists).
 */
export class H02ConnectionState {
  identity: string | undefined;
  lastFix: LastFix | undefined;

  /** The id a frame names, remembered for the frames that leave it empty. */
  claim(id: string): string | undefined {
    if (/^[0-9]{1,20}$/.test(id)) this.identity = id;
    return this.identity;
  }
}

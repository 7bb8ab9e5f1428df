import type { PositionDraft } from '../protocol/position-draft';

/** What one message decoder hands back to decodeGt06Frame. */
export type Gt06Outcome =
  | { kind: 'position'; draft: PositionDraft; reply?: Buffer }
  | { kind: 'none'; reply?: Buffer; imei?: string }
  | { kind: 'refused'; reason: 'unknown-type' | 'bad-imei' | 'unparsable' };

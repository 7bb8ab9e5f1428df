import type { FrameResult, LoggedFrame } from '@navgan/domain/resources/device-support';

/** Longest frame kept in the log; longer ones are cut (the log says so). */
const MAX_BYTES = 2048;

/**
 * The last frames each device sent and was sent, kept in memory (a support tool, not a record:
 * positions are the record). Bounded twice: `perDevice` frames per device, and `devices` devices,
 * the least recently heard from forgotten first.
 */
export class FrameLog {
  private readonly byDevice = new Map<number, LoggedFrame[]>();

  constructor(
    private readonly perDevice = 100,
    private readonly devices = 5_000,
  ) {}

  record(
    deviceId: number,
    frame: Omit<LoggedFrame, 'data' | 'encoding'> & { bytes: Buffer; textual: boolean },
  ): void {
    let frames = this.byDevice.get(deviceId);
    if (frames) this.byDevice.delete(deviceId);
    else {
      frames = [];
      if (this.byDevice.size >= this.devices) {
        const oldest = this.byDevice.keys().next().value;
        if (oldest !== undefined) this.byDevice.delete(oldest);
      }
    }
    this.byDevice.set(deviceId, frames);
    const { bytes, textual, ...rest } = frame;
    frames.push({ ...rest, ...renderBytes(bytes, textual) });
    if (frames.length > this.perDevice) frames.splice(0, frames.length - this.perDevice);
  }

  /** Newest first. */
  framesOf(deviceId: number): LoggedFrame[] {
    return [...(this.byDevice.get(deviceId) ?? [])].reverse();
  }
}

/** Text when the bytes are printable (CR/LF shown as escapes), hex otherwise. */
export function renderBytes(bytes: Buffer, textual: boolean): { data: string; encoding: 'text' | 'hex' } {
  const cut = bytes.length > MAX_BYTES ? bytes.subarray(0, MAX_BYTES) : bytes;
  const suffix = bytes.length > MAX_BYTES ? ` …(+${bytes.length - MAX_BYTES} bytes)` : '';
  if (textual && isPrintable(cut)) {
    return {
      data: cut.toString('latin1').replace(/\r/g, '\\r').replace(/\n/g, '\\n') + suffix,
      encoding: 'text',
    };
  }
  return { data: cut.toString('hex') + suffix, encoding: 'hex' };
}

function isPrintable(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte === 0x0d || byte === 0x0a || byte === 0x09) continue;
    if (byte < 0x20 || byte > 0x7e) return false;
  }
  return true;
}

export type FrameRecorder = (
  bytes: Buffer,
  direction: 'in' | 'out',
  outcome: { result?: FrameResult; refused?: string },
) => void;

/** Records a connection's frames under its device, once the device is known (before, nothing). */
export function frameRecorder(
  frameLog: FrameLog,
  protocol: string,
  textual: boolean,
  deviceOf: () => { deviceId: number } | null,
): FrameRecorder {
  return (bytes, direction, outcome) => {
    const device = deviceOf();
    if (!device) return;
    frameLog.record(device.deviceId, {
      at: new Date().toISOString(),
      direction,
      protocol,
      bytes,
      textual,
      ...outcome,
    });
  };
}

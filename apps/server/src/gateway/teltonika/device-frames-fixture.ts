import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Real device frames kept in the repository (test-data/device-frames, with attribution); a missing file fails the tests. */
export const DEVICE_FRAMES_PATH = path.resolve(
  import.meta.dirname,
  '../../../test-data/device-frames/device-frames.json',
);

export interface TeltonikaFrameCase {
  hex: string;
  note: string;
  test: string;
  transport: 'tcp' | 'udp';
  expect: {
    traccar_assert: string;
    position_expected: boolean;
    check_location?: boolean;
    attribute?: { key: string; value: string | number | boolean };
    device_model_override?: string;
    decoder_extended?: boolean;
  };
}

export interface DeviceFrames {
  teltonika: TeltonikaFrameCase[];
  teltonika_framing: { input_hex: string; expected_frame_hex: string; note: string }[];
  teltonika_commands: { command_text: string; expected_hex: string; note: string }[];
}

export function loadDeviceFrames(): DeviceFrames {
  return JSON.parse(readFileSync(DEVICE_FRAMES_PATH, 'utf8')) as DeviceFrames;
}

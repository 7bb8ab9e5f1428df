import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One frame of test-data/device-frames/device-frames.json with what Traccar's test suite asserts for it. */
export interface FrameCase {
  hex: string;
  note: string;
  expect: {
    traccar_assert: string;
    position_expected: boolean | string;
    why?: string;
    check_location?: boolean;
    attributes_nonempty?: boolean;
    device_model_override?: string;
    attribute?: { key: string; value: unknown };
    exact?: { fixTime_utc: string; valid: boolean; latitude: number; longitude: number; tolerance: number };
  };
}

export interface DeviceFrames {
  gt06: FrameCase[];
  gt06_framing: { input_hex: string; expected_frame_hex: string }[];
  gt06_commands: { command: string; expected_hex: string; note: string }[];
  osmand: {
    method: string;
    query?: string;
    path?: string;
    content_type?: string;
    body?: string;
    note: string;
    expect: FrameCase['expect'];
  }[];
}

// Kept in the repository (test-data/device-frames, with attribution); a missing file must fail the suite.
export const DEVICE_FRAMES_PATH = path.resolve(
  import.meta.dirname,
  '../../../test-data/device-frames/device-frames.json',
);

export function loadDeviceFrames(): DeviceFrames {
  return JSON.parse(readFileSync(DEVICE_FRAMES_PATH, 'utf8')) as DeviceFrames;
}

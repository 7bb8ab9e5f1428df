import type { DeviceCommandType } from './device';

/** What a frame in a device's log gave (the panel words it in the user's language). */
export type FrameResult =
  | { kind: 'login' }
  | { kind: 'positions'; count: number }
  /** The device answered a command with this text. */
  | { kind: 'answer'; text: string }
  /** A command the server sent. */
  | { kind: 'command'; command: DeviceCommandType }
  /** The protocol's reply (acknowledgement, login answer). */
  | { kind: 'reply' };

/** One frame of `GET devices/{id}/frames/`, newest first. */
export interface LoggedFrame {
  at: string;
  direction: 'in' | 'out';
  protocol: string;
  /** The bytes as text (text protocols) or hex (binary ones). */
  data: string;
  encoding: 'text' | 'hex';
  result?: FrameResult;
  /** Why the frame was refused ('crc', 'format', ...). */
  refused?: string;
}

export interface FrameLogAnswer {
  imei: string;
  protocol: string;
  connected: boolean;
  frames: LoggedFrame[];
}

/** A row of `GET devices/unknown/`: a tracker that connected with an identity no device has. */
export interface UnknownDevice {
  identity: string;
  protocol: string;
  remote_address: string;
  first_seen: string;
  last_seen: string;
  frame_count: number;
  last_frame: string;
}

/** A frame result in plain English words, for the downloaded log. */
export function frameResultText(result: FrameResult): string {
  switch (result.kind) {
    case 'login':
      return 'login';
    case 'positions':
      return `${result.count} position${result.count === 1 ? '' : 's'}`;
    case 'answer':
      return `answer: ${result.text}`;
    case 'command':
      return `command ${result.command}`;
    case 'reply':
      return 'reply';
  }
}

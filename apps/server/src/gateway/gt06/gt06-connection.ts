import type net from 'node:net';
import type { KnownDevice } from '../../pipeline/device-registry';
import type { CommandChannel } from '../commands/command-link';
import { isRealPlace } from '../decoded-position';
import type { GatewayServices } from '../server/gateway-services';
import { type DeviceConnection, SerialWork } from '../server/tcp-gateway';
import { frameRecorder } from '../support/frame-log';
import { decodeGt06Frame } from './decode-gt06-frame';
import { gt06Commands } from './gt06-commands';
import { type Gt06FrameEvent, Gt06FrameReader } from './gt06-frame-reader';
import { Gt06Session } from './gt06-session';

/**
 * One GT06 connection: the login packet identifies the device (an unregistered IMEI gets no
 * answer and the connection closes); every later frame is decoded with that device's checksum
 * setting, its positions committed, and only then the protocol's acknowledgement sent. Commands
 * go out as 0x80 packets while it is connected; its string answers (0x15) settle them.
 */
export function gt06Connection(socket: net.Socket, services: GatewayServices): DeviceConnection {
  const { ingest, metrics, frameLog, commands, sightings } = services;
  const reader = new Gt06FrameReader();
  const work = new SerialWork(socket);
  const session = new Gt06Session();
  const remote = `${socket.remoteAddress ?? ''}:${socket.remotePort ?? ''}`;
  let device: KnownDevice | null = null;
  let channel: CommandChannel | undefined;

  const log = frameRecorder(frameLog, 'gt06', false, () => device);

  const handle = (events: Gt06FrameEvent[]) => {
    for (const event of events) {
      if (event.kind === 'error') {
        metrics.refused('gt06', `framing-${event.reason}`);
        continue;
      }
      work.add(async () => {
        const receivedAt = new Date();
        let result = decodeGt06Frame(event.frame, session, {
          lenient: device?.lenientCrc ?? false,
          receivedAt,
        });
        if (!device && !result.ok && result.reason === 'crc') {
          // A login with a bad checksum: accept it only if the IMEI it names is a lenient device.
          const probe = decodeGt06Frame(event.frame, new Gt06Session(), { lenient: true, receivedAt });
          const candidate = probe.ok && probe.imei ? await ingest.identify(probe.imei, 'gt06') : null;
          if (candidate?.lenientCrc)
            result = decodeGt06Frame(event.frame, session, { lenient: true, receivedAt });
        }
        if (!result.ok) {
          metrics.refused('gt06', result.reason);
          log(event.frame, 'in', { refused: result.reason });
          return;
        }
        if (result.imei && !device) {
          device = await ingest.identify(result.imei, 'gt06');
          if (!device) {
            services.unknownDevices.attempt(result.imei, 'gt06', remote, event.frame, false, receivedAt);
            socket.destroy();
            return;
          }
          if (device.clockOffsetMinutes !== 0) session.configureTimezone(device.clockOffsetMinutes);
          sightings.connected(device.deviceId);
          channel = {
            identity: result.imei,
            protocol: 'gt06',
            textual: false,
            encoder: gt06Commands,
            write: (bytes) => socket.write(bytes),
          };
          commands.attach(device.deviceId, channel);
        }
        if (!device) return;
        sightings.seen(device.deviceId, receivedAt, remote);
        const answer = result.positions.find((p) => typeof p.attributes.io?.result === 'string')?.attributes
          .io?.result;
        log(event.frame, 'in', {
          result:
            answer !== undefined
              ? { kind: 'answer', text: String(answer) }
              : result.imei
                ? { kind: 'login' }
                : { kind: 'positions', count: result.positions.length },
        });
        const stored = await ingest.accept(device, result.positions.filter(isRealPlace));
        if (!stored.ok) {
          socket.destroy();
          return;
        }
        if (result.reply) socket.write(result.reply);
        if (answer !== undefined) await commands.answered(device.deviceId, { text: String(answer) });
      });
    }
  };

  return {
    receive: (chunk) => handle(reader.push(chunk)),
    // Some devices send a short login and wait: a quiet connection may hold a complete frame.
    idle: () => handle(reader.flush()),
    closed() {
      if (!device) return;
      if (channel) commands.detach(device.deviceId, channel);
      sightings.disconnected(device.deviceId);
    },
  };
}

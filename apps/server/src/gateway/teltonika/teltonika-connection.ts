import type net from 'node:net';
import type { KnownDevice } from '../../pipeline/device-registry';
import type { CommandChannel } from '../commands/command-link';
import type { GatewayServices } from '../server/gateway-services';
import { type DeviceConnection, SerialWork } from '../server/tcp-gateway';
import { frameRecorder } from '../support/frame-log';
import { decodeTeltonikaPacket } from './decode-teltonika-packet';
import { teltonikaCommands } from './teltonika-commands';
import { TeltonikaFrameReader } from './teltonika-frame-reader';

const accept = Buffer.from([0x01]);
const refuse = Buffer.from([0x00]);
const COMMAND_RESPONSE = 0x06;

/**
 * One Teltonika TCP connection: the IMEI handshake (answered 01 only for a registered device),
 * then AVL packets, each acknowledged with its record count only after its positions are
 * committed. A packet refused by the decoder, or one that could not be stored, is not
 * acknowledged, so the device sends it again. Codec 12 commands go out while it is connected and
 * its Codec 12 responses settle them.
 */
export function teltonikaConnection(socket: net.Socket, services: GatewayServices): DeviceConnection {
  const { ingest, metrics, frameLog, commands, sightings } = services;
  const reader = new TeltonikaFrameReader();
  const work = new SerialWork(socket);
  const remote = `${socket.remoteAddress ?? ''}:${socket.remotePort ?? ''}`;
  let imei: string | undefined;
  let device: KnownDevice | null = null;
  let channel: CommandChannel | undefined;

  const log = frameRecorder(frameLog, 'teltonika', false, () => device);

  return {
    receive(chunk) {
      for (const frame of reader.push(chunk)) {
        if (frame.kind === 'ping') continue;
        if (frame.kind === 'error') {
          metrics.refused('teltonika', `framing-${frame.reason}`);
          continue;
        }
        if (frame.kind === 'imei') {
          work.add(async () => {
            imei = frame.imei;
            device = await ingest.identify(frame.imei, 'teltonika');
            const handshake = Buffer.concat([Buffer.from([0x00, 0x0f]), Buffer.from(frame.imei, 'latin1')]);
            if (!device) {
              services.unknownDevices.attempt(frame.imei, 'teltonika', remote, handshake, false, new Date());
              socket.write(refuse);
              socket.end();
              return;
            }
            socket.write(accept);
            sightings.connected(device.deviceId);
            sightings.seen(device.deviceId, new Date(), remote);
            log(handshake, 'in', { result: { kind: 'login' } });
            channel = {
              identity: frame.imei,
              protocol: 'teltonika',
              textual: false,
              encoder: teltonikaCommands,
              write: (bytes) => socket.write(bytes),
            };
            commands.attach(device.deviceId, channel);
          });
          continue;
        }
        work.add(async () => {
          if (!device || !imei) {
            metrics.refused('teltonika', 'no-handshake');
            socket.destroy();
            return;
          }
          sightings.seen(device.deviceId, new Date(), remote);
          const result = decodeTeltonikaPacket(frame.bytes, { deviceId: imei, lenient: device.lenientCrc });
          if (!result.ok) {
            metrics.refused('teltonika', result.reason);
            log(frame.bytes, 'in', { refused: result.reason });
            return;
          }
          const answers = result.responses.filter((r) => r.type === COMMAND_RESPONSE);
          log(frame.bytes, 'in', {
            result:
              answers.length > 0
                ? { kind: 'answer', text: answers[0]?.text ?? answers[0]?.hex ?? '' }
                : { kind: 'positions', count: result.positions.length },
          });
          const stored = await ingest.accept(device, result.positions);
          if (!stored.ok) {
            socket.destroy();
            return;
          }
          if (result.ack.length > 0) socket.write(result.ack);
          for (const answer of answers)
            await commands.answered(device.deviceId, { text: answer.text ?? answer.hex ?? '' });
        });
      }
    },
    closed() {
      if (!device) return;
      if (channel) commands.detach(device.deviceId, channel);
      sightings.disconnected(device.deviceId);
    },
  };
}

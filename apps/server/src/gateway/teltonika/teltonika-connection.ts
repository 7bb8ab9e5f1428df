import type net from 'node:net';
import type { KnownDevice } from '../../pipeline/device-registry';
import type { IngestMetrics } from '../../pipeline/ingest-metrics';
import type { IngestService } from '../../pipeline/ingest-service';
import { type DeviceConnection, SerialWork } from '../server/tcp-gateway';
import { decodeTeltonikaPacket } from './decode-teltonika-packet';
import { TeltonikaFrameReader } from './teltonika-frame-reader';

const accept = Buffer.from([0x01]);
const refuse = Buffer.from([0x00]);

/**
 * One Teltonika TCP connection: the IMEI handshake (answered 01 only for a registered device),
 * then AVL packets, each acknowledged with its record count only after its positions are
 * committed. A packet refused by the decoder, or one that could not be stored, is not
 * acknowledged, so the device sends it again.
 */
export function teltonikaConnection(
  socket: net.Socket,
  ingest: IngestService,
  metrics: IngestMetrics,
): DeviceConnection {
  const reader = new TeltonikaFrameReader();
  const work = new SerialWork(socket);
  let imei: string | undefined;
  let device: KnownDevice | null = null;

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
            socket.write(device ? accept : refuse);
            if (!device) socket.end();
          });
          continue;
        }
        work.add(async () => {
          if (!device || !imei) {
            metrics.refused('teltonika', 'no-handshake');
            socket.destroy();
            return;
          }
          const result = decodeTeltonikaPacket(frame.bytes, { deviceId: imei, lenient: device.lenientCrc });
          if (!result.ok) {
            metrics.refused('teltonika', result.reason);
            return;
          }
          const stored = await ingest.accept(device, result.positions);
          if (stored.ok && result.ack.length > 0) socket.write(result.ack);
          if (!stored.ok) socket.destroy();
        });
      }
    },
  };
}

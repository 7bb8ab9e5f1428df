import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceConnection } from './tcp-gateway';

/** A protocol as a TCP port sees it: whether a connection's first bytes are its, and how to serve it. */
export interface PortProtocol {
  name: string;
  detect(head: Buffer): 'yes' | 'no' | 'more';
  connect(socket: net.Socket): DeviceConnection;
}

/** Bytes looked at before deciding; every protocol tells itself apart well within them. */
const HEAD_LIMIT = 64;

/**
 * A connection that decides its protocol from its first bytes. The port's own protocol is asked
 * first; a device pointed at another protocol's port is served by the protocol it speaks (and the
 * log says it is on the wrong port); bytes no protocol recognises are refused with a log line that
 * says what they looked like. `own` is undefined on the auto-detecting port.
 */
export function detectingConnection(
  socket: net.Socket,
  port: { label: string; own?: PortProtocol; all: readonly PortProtocol[] },
  log: FastifyBaseLogger,
): DeviceConnection {
  let head = Buffer.alloc(0);
  let chosen: DeviceConnection | undefined;

  const choose = (protocol: PortProtocol) => {
    if (port.own && protocol !== port.own) {
      log.info(
        { port: port.label, protocol: protocol.name, remote: socket.remoteAddress },
        `a ${protocol.name} device connected to the ${port.label} port; served as ${protocol.name}`,
      );
    }
    chosen = protocol.connect(socket);
    const bytes = head;
    head = Buffer.alloc(0);
    chosen.receive(bytes);
  };

  const refuse = () => {
    log.warn(
      { port: port.label, remote: socket.remoteAddress, firstBytes: head.subarray(0, 32).toString('hex') },
      `connection refused on the ${port.label} port: its first bytes look like ${lookOf(head)}, which no tracker protocol Navgan speaks sends`,
    );
    socket.destroy();
  };

  const decide = (final: boolean) => {
    const answers = port.all.map((protocol) => ({ protocol, answer: protocol.detect(head) }));
    const own = port.own && answers.find((a) => a.protocol === port.own);
    if (own?.answer === 'yes') return choose(own.protocol);
    const other = answers.find((a) => a.answer === 'yes');
    if (other) return choose(other.protocol);
    const undecided = answers.some((a) => a.answer === 'more');
    if (undecided && !final && head.length < HEAD_LIMIT) return;
    if (own?.answer === 'more') return choose(own.protocol);
    refuse();
  };

  return {
    receive(chunk) {
      if (chosen) return chosen.receive(chunk);
      head = Buffer.concat([head, chunk]);
      decide(false);
    },
    idle() {
      if (chosen) return chosen.idle?.();
      if (head.length > 0) decide(true);
    },
    closed() {
      chosen?.closed?.();
    },
  };
}

/** A few words on what unrecognised bytes look like, for the log. */
function lookOf(head: Buffer): string {
  const text = head.subarray(0, 40).toString('latin1');
  if (/^(GET|POST|HEAD|PUT|OPTIONS) /.test(text)) return 'an HTTP request (OsmAnd apps use the OsmAnd port)';
  if (head[0] === 0x16 && head[1] === 0x03) return 'a TLS handshake (trackers here speak plain TCP)';
  if (/^[\x20-\x7e\r\n]+$/.test(text)) return `text "${text.replace(/[\r\n]+/g, ' ').trim()}"`;
  return `binary data (${head.subarray(0, 16).toString('hex')}…)`;
}

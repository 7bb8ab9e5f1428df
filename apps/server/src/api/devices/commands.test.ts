import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGt06Reply } from '../../gateway/gt06/gt06-reply';
import { CODEC_12_RESPONSE, encodeCodec12Command } from '../../gateway/teltonika/encode-codec12-command';
import { type BoundPorts, Telematics } from '../../pipeline/telematics';
import { apiAs } from '../../test/api-client';
import { DeviceSocket } from '../../test/device-socket';
import { createTestApp, type TestApp } from '../../test/test-app';

const GT06_IMEI = '864717003283581';
const gt06Login = Buffer.from('78780D01086471700328358100093F040D0A', 'hex');
const TELTONIKA_IMEI = '356307042441013';
const teltonikaHandshake = Buffer.concat([Buffer.from([0x00, 0x0f]), Buffer.from(TELTONIKA_IMEI, 'latin1')]);

/** A GT06 device's string answer (0x15) to the command that carried `serverFlag`. */
function gt06Answer(serverFlag: number, text: string): Buffer {
  const ascii = Buffer.from(text, 'latin1');
  const content = Buffer.alloc(1 + 4 + ascii.length);
  content[0] = 4 + ascii.length;
  content.writeUInt32BE(serverFlag, 1);
  ascii.copy(content, 5);
  return buildGt06Reply(0x15, 9, content);
}

describe('commands to devices, end to end over real sockets', () => {
  let t: TestApp;
  let admin: ReturnType<typeof apiAs>;
  let adminFa: ReturnType<typeof apiAs>;
  let telematics: Telematics;
  let ports: BoundPorts;
  let gt06Id: number;
  let teltonikaId: number;

  const commandsOf = async (id: number) => (await admin.get(`devices/${id}/commands/`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Command Co', username: 'cmd.admin' });
    const access = (await t.login('cmd.admin')).access;
    admin = apiAs(t.app, access);
    adminFa = apiAs(t.app, access, 'fa-ir');
    gt06Id = (await admin.post('devices/', { imei: GT06_IMEI, protocol: 'gt06' })).json().id;
    teltonikaId = (await admin.post('devices/', { imei: TELTONIKA_IMEI, protocol: 'teltonika' })).json().id;
    telematics = new Telematics(
      t.ctx.database,
      pino({ level: 'silent' }),
      t.ctx.liveStates,
      t.ctx.deviceSupport,
      t.ctx.clock,
    );
    ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
  });
  afterAll(async () => {
    await telematics.stop();
    await t.close();
  });

  it('asks for confirmation before an engine stop, in the user’s language', async () => {
    const unconfirmed = await adminFa.post(`devices/${gt06Id}/commands/`, { type: 'engineStop' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({ confirmed: ['خاموش‌کردن موتور باید تأیید شود.'] });
    const noText = await admin.post(`devices/${gt06Id}/commands/`, { type: 'custom', text: ' ' });
    expect(noText.statusCode).toBe(400);
    expect(Object.keys(noText.json())).toEqual(['text']);
    expect((await commandsOf(gt06Id)).count).toBe(0);
  });

  it('queues an engine stop once, sends it when the GT06 device connects, and confirms it by its answer', async () => {
    const first = await admin.post(`devices/${gt06Id}/commands/`, { type: 'engineStop', confirmed: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'engineStop', state: 'queued', sent_at: null });
    // A double click (or a client's retry) queues nothing more.
    const again = await admin.post(`devices/${gt06Id}/commands/`, { type: 'engineStop', confirmed: true });
    expect(again.json().id).toBe(first.json().id);
    expect((await commandsOf(gt06Id)).available).toEqual([
      'engineStop',
      'engineResume',
      'reboot',
      'positionRequest',
      'custom',
    ]);

    const device = new DeviceSocket(ports.gt06);
    await device.connected;
    device.write(gt06Login);
    // The login's acknowledgement, then the 0x80 command carrying "Relay,1#".
    const sent = await device.receive((bytes) => bytes.includes(Buffer.from('Relay,1#')));
    await expect.poll(async () => (await commandsOf(gt06Id)).results[0].state).toBe('sent');
    // Asked again while the device has not answered yet: still the same command, not sent again.
    const retry = await admin.post(`devices/${gt06Id}/commands/`, { type: 'engineStop', confirmed: true });
    expect(retry.json()).toMatchObject({ id: first.json().id, state: 'sent' });

    const flagAt = sent.indexOf(Buffer.from([0x80])) + 2;
    device.write(gt06Answer(sent.readUInt32BE(flagAt), 'Cut off the fuel supply: Success!'));
    await expect
      .poll(async () => (await commandsOf(gt06Id)).results[0])
      .toMatchObject({ state: 'confirmed', answer: 'Cut off the fuel supply: Success!' });
    // Never sent a second time, even after reconnecting.
    device.close();
    const back = new DeviceSocket(ports.gt06);
    await back.connected;
    back.write(gt06Login);
    await back.receive((bytes) => bytes.length >= 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(back.take().includes(Buffer.from('Relay,1#'))).toBe(false);
    back.close();
  });

  it('sends a Teltonika custom command as Codec 12 and settles it by the Codec 12 response', async () => {
    const device = new DeviceSocket(ports.teltonika);
    await device.connected;
    device.write(teltonikaHandshake);
    await device.receive((bytes) => bytes.length === 1 && bytes[0] === 0x01);
    const queued = await admin.post(`devices/${teltonikaId}/commands/`, { type: 'custom', text: 'getver' });
    expect(queued.statusCode).toBe(201);
    // Announced to the connected device at once, not at its next connection.
    const packet = await device.receive((bytes) => bytes.includes(Buffer.from('getver')));
    expect(packet[8]).toBe(0x0c);
    device.write(
      encodeCodec12Command(Buffer.from('Ver:03.27.07_00 GPS:AXN_5.1.6', 'latin1'), CODEC_12_RESPONSE),
    );
    await expect
      .poll(async () => (await commandsOf(teltonikaId)).results[0])
      .toMatchObject({
        type: 'custom',
        text: 'getver',
        state: 'confirmed',
        answer: 'Ver:03.27.07_00 GPS:AXN_5.1.6',
      });
    device.close();
  });

  it('keeps a frame log support staff can read and download, and shows who is connected', async () => {
    const device = new DeviceSocket(ports.gt06);
    await device.connected;
    device.write(gt06Login);
    await device.receive((bytes) => bytes.length >= 10);
    const log = (await admin.get(`devices/${gt06Id}/frames/`)).json();
    expect(log).toMatchObject({ imei: GT06_IMEI, protocol: 'gt06', connected: true });
    expect(log.frames[0]).toMatchObject({ direction: 'in', encoding: 'hex', result: { kind: 'login' } });
    expect(log.frames.some((f: { result?: { kind: string } }) => f.result?.kind === 'answer')).toBe(true);
    expect(log.frames.some((f: { direction: string }) => f.direction === 'out')).toBe(true);
    const download = await admin.get(`devices/${gt06Id}/frames/download/`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename=frames-${GT06_IMEI}.txt`);
    expect(download.body.split('\n')[1]).toContain('78780d01086471700328358100093f040d0a');
    await expect
      .poll(async () => (await admin.get(`devices/${gt06Id}/`)).json(), { timeout: 10_000 })
      .toMatchObject({ connected: true, last_seen: expect.any(String) });
    device.close();
    await expect
      .poll(async () => (await admin.get(`devices/${gt06Id}/`)).json().connected, { timeout: 10_000 })
      .toBe(false);
  });

  it('lists a tracker nobody registered, until it is registered', async () => {
    const stranger = new DeviceSocket(ports.teltonika);
    await stranger.connected;
    stranger.write(Buffer.concat([Buffer.from([0x00, 0x0f]), Buffer.from('356307042441054', 'latin1')]));
    expect((await stranger.receive((bytes) => bytes.length > 0))[0]).toBe(0x00);
    stranger.close();
    await expect
      .poll(async () => (await admin.get('devices/unknown/')).json().results, { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({ identity: '356307042441054', protocol: 'teltonika', frame_count: 1 }),
      ]);
    await admin.post('devices/', { imei: '356307042441054', protocol: 'teltonika' });
    expect((await admin.get('devices/unknown/')).json().count).toBe(0);
  });
});

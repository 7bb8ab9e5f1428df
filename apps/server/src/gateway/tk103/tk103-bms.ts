import type { PositionAttributes } from '../decoded-position';

/**
 * Battery management system reports of TK103 clones built into e-bikes and scooters, as hex.
 * BS50 is one binary block (little-endian); BS51 a list of `key:hex` blocks (0x90 pack, 0x91 cell
 * voltage extremes, 0x92 temperature extremes, 0x96 cell temperatures). Temperatures are sent
 * +40 °C. Values go under `io` with Traccar's names; the pack's voltage and charge are `battery`
 * and `batteryLevel`.
 */
export function readTk103Bms(command: string, body: string): PositionAttributes | undefined {
  if (!/^[0-9A-Fa-f,:]+$/.test(body)) return undefined;
  const attributes = command === 'BS50' ? readBlock(Buffer.from(body, 'hex')) : readPairs(body);
  if (attributes === undefined || Object.keys(attributes).length === 0) return undefined;
  return attributes;
}

const CELLS = 24;
const TEMPERATURES = 7;
const BLOCK_LENGTH = 4 + 2 * CELLS + 1 + 2 + 2 + 1 + 3 + 2 + 2 + 1 + 6 + 3 + TEMPERATURES + 2 + 4;

function readBlock(b: Buffer): PositionAttributes | undefined {
  if (b.length < BLOCK_LENGTH) return undefined;
  const io: Record<string, number> = {};
  const cellCount = b[3] ?? 0;
  let at = 4;
  for (let i = 1; i <= CELLS; i++, at += 2) if (i <= cellCount) io[`battery${i}`] = b.readUInt16LE(at) / 1000;
  io.charge = b[at] === 0 ? 1 : 0;
  io.current = b.readUInt16LE(at + 1) / 10;
  const battery = b.readUInt16LE(at + 3) / 100;
  const batteryLevel = b[at + 5] ?? 0;
  io.batteryOverheat = (b[at + 6] ?? 0) > 0 ? 1 : 0;
  io.chargeProtection = (b[at + 7] ?? 0) > 0 ? 1 : 0;
  io.dischargeProtection = (b[at + 8] ?? 0) > 0 ? 1 : 0;
  at += 11; // drop line and balance bytes follow the protections
  io.cycles = b.readUInt16LE(at);
  io.faultAlarm = b[at + 2] ?? 0;
  at += 3 + 6;
  const temperatureCount = b[at] ?? 0;
  io.powerTemp = (b[at + 1] ?? 0) - 40;
  io.equilibriumTemp = (b[at + 2] ?? 0) - 40;
  at += 3;
  for (let i = 1; i <= TEMPERATURES; i++, at++)
    if (i <= temperatureCount) io[`batteryTemp${i}`] = (b[at] ?? 0) - 40;
  io.calibrationCapacity = b.readUInt16LE(at) / 100;
  io.dischargeCapacity = b.readUInt32LE(at + 2);
  const attributes: PositionAttributes = { battery, io };
  if (batteryLevel <= 100) attributes.batteryLevel = batteryLevel;
  return attributes;
}

function readPairs(body: string): PositionAttributes {
  const io: Record<string, number> = {};
  for (const pair of body.split(',')) {
    const [key = '', hex = ''] = pair.split(':');
    const b = Buffer.from(hex.length % 2 === 0 ? hex : '', 'hex');
    switch (Number.parseInt(key, 16)) {
      case 0x90:
        if (b.length < 8) break;
        io.cumulativeVoltage = b.readUInt16LE(0) / 10;
        io.gatherVoltage = b.readUInt16LE(2) / 10;
        io.current = (b.readUInt16LE(4) - 30000) / 10;
        io.soc = b.readUInt16LE(6) / 10;
        break;
      case 0x91:
        if (b.length < 6) break;
        io.maxCellVoltage = b.readUInt16LE(0) / 1000;
        io.maxCellVoltageCount = b[2] ?? 0;
        io.minCellVoltage = b.readUInt16LE(3) / 1000;
        io.minCellVoltageCount = b[5] ?? 0;
        break;
      case 0x92:
        if (b.length < 4) break;
        io.maxTemp = (b[0] ?? 0) - 40;
        io.maxTempCount = b[1] ?? 0;
        io.minTemp = (b[2] ?? 0) - 40;
        io.minTempCount = b[3] ?? 0;
        break;
      case 0x96:
        for (let i = 1; i < b.length; i++) io[`cellTemp${i}`] = (b[i] ?? 0) - 40;
        break;
    }
  }
  return { io };
}

import type { PositionAttributes } from '../decoded-position';

const PARAM = /^(.*):([1-3]):(.*)$/s;
const CELL_PART = /^(mcc|mnc|lac|cell_id)([1-9]?)$/;

/**
 * The `name:type:value` parameters of a D record (type 1 integer, 2 double, 3 text), as Traccar
 * names them: lower-cased under `io`, numbers as numbers. `bat` is the battery charge (%),
 * `motion` the movement flag, `temp` the device's temperature (`io.deviceTemp`), and
 * `mcc`/`mnc`/`lac`/`cell_id` (numbered 1..9 for several towers) give the first complete tower.
 */
export function readWialonParams(text: string, attributes: PositionAttributes): void {
  const towers = new Map<string, Partial<Record<'mcc' | 'mnc' | 'lac' | 'cell_id', number>>>();
  for (const param of text.split(',')) {
    const m = PARAM.exec(param);
    if (!m) continue;
    const name = (m[1] ?? '').toLowerCase();
    const raw = m[3] ?? '';
    const number = m[2] !== '3' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    const value: number | string = Number.isFinite(number) ? number : raw;
    const cell = CELL_PART.exec(name);
    if (cell && typeof value === 'number') {
      const tower = towers.get(cell[2] ?? '') ?? {};
      tower[cell[1] as 'mcc' | 'mnc' | 'lac' | 'cell_id'] = value;
      towers.set(cell[2] ?? '', tower);
      continue;
    }
    if (name === 'bat' && typeof value === 'number' && value >= 0 && value <= 100) {
      attributes.batteryLevel = value;
    } else if (name === 'motion') {
      attributes.motion = raw === 'true' || raw === '1';
    } else {
      attributes.io ??= {};
      attributes.io[name === 'temp' ? 'deviceTemp' : name] = value;
    }
  }
  for (const tower of [...towers.keys()].sort().map((k) => towers.get(k))) {
    const { mcc, mnc, lac, cell_id: cid } = tower ?? {};
    if (mcc !== undefined && mnc !== undefined && lac !== undefined && cid !== undefined) {
      attributes.cell = { mcc, mnc, lac, cid };
      break;
    }
  }
}

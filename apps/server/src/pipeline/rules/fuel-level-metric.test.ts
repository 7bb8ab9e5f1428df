import { describe, expect, it } from 'vitest';
import type { PositionRecord } from '../position-writer';
import { positionMetricValue } from './rule-engine';

const condition = { metric: 'fuel_level', operator: '<', threshold: 20, duration: null } as const;
const fix = (attributes: PositionRecord['position']['attributes']): PositionRecord => ({
  companyId: 1,
  deviceId: 1,
  vehicleId: 1,
  serverTime: new Date(),
  position: {
    deviceId: 'imei',
    fixTime: new Date(),
    valid: true,
    latitude: 35,
    longitude: 51,
    speedKmh: 0,
    course: 0,
    attributes,
  },
});
const noFences = () => 0;

describe('fuel level rules are in % of the tank', () => {
  it('takes a level sent in % as it is', () => {
    expect(positionMetricValue(condition, fix({ fuel: 35, fuelUnit: '%' }), noFences, 60)).toBe(35);
  });

  it('turns litres into % of the vehicle tank, so a tracker reporting litres still fires the rule', () => {
    expect(positionMetricValue(condition, fix({ fuel: 9, fuelUnit: 'l' }), noFences, 60)).toBe(15);
    expect(positionMetricValue(condition, fix({ fuel: 100, fuelUnit: 'l' }), noFences, 400)).toBe(25);
  });

  it('ignores litres when the tank size is unknown instead of comparing litres with a percentage', () => {
    expect(positionMetricValue(condition, fix({ fuel: 9, fuelUnit: 'l' }), noFences, null)).toBeUndefined();
    expect(positionMetricValue(condition, fix({}), noFences, 60)).toBeUndefined();
  });
});

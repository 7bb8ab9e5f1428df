import { describe, expect, it } from 'vitest';
import { planInput, planShape } from './plan';

const base = { title: 'Morning round', company_vehicle: 3, day: '2026-11-21', kind: 'stops' };
const stop = {
  name: 'Depot',
  point: [51.4, 35.7],
  radius_m: '۱۵۰',
  window_from: '08:00',
  window_to: '09:00',
};
const messagesOf = (body: unknown) =>
  Object.fromEntries(
    (planInput.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('plan body', () => {
  it('accepts a stops plan, reading Persian digits and defaulting status and corridor', () => {
    const parsed = planInput.parse({ ...base, stops: [stop] });
    expect(parsed.stops[0]).toMatchObject({ radius_m: 150, dwell_min: null });
    expect(parsed).toMatchObject({ status: 'planned', corridor_m: 300, route: null });
    expect(planShape(parsed).stops).toHaveLength(1);
  });

  it('asks for complete stops: none, no point, or a window ending before it starts', () => {
    expect(messagesOf({ ...base, stops: [] })).toEqual({ stops: 'planStopsIncomplete' });
    expect(messagesOf({ ...base, stops: [{ ...stop, point: null }] })).toEqual({
      stops: 'planStopsIncomplete',
    });
    expect(messagesOf({ ...base, stops: [{ ...stop, window_from: '10:00' }] })).toEqual({
      stops: 'planStopsIncomplete',
    });
  });

  it('asks a route plan for a line of two points at least, and drops stops from it', () => {
    expect(messagesOf({ ...base, kind: 'route', route: [[51.4, 35.7]] })).toEqual({
      route: 'planRouteRequired',
    });
    const parsed = planInput.parse({
      ...base,
      kind: 'route',
      stops: [stop],
      route: [
        [51.4, 35.7],
        [51.5, 35.7],
      ],
    });
    expect(planShape(parsed)).toEqual({
      stops: [],
      route: [
        [51.4, 35.7],
        [51.5, 35.7],
      ],
    });
    expect(messagesOf({ ...base, kind: 'route' })).toEqual({ route: 'planRouteRequired' });
  });

  it('names the missing title, vehicle, day and kind', () => {
    expect(messagesOf({})).toMatchObject({
      title: 'required',
      company_vehicle: 'choiceRequired',
      day: 'required',
      kind: 'choiceRequired',
    });
  });
});

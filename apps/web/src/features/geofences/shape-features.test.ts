import { describe, expect, it } from 'vitest';
import { circleRing, featureOfShape, shapeBounds, shapeOfFeature } from './shape-features';

describe('drawn features and API shapes', () => {
  it('a circle survives the round trip through the drawing polygon', () => {
    const feature = featureOfShape({ type: 'Circle', center: [51.389, 35.6892], radius: 750 }, 'a');
    expect(feature.geometry.coordinates[0]).toHaveLength(65);
    const shape = shapeOfFeature(feature);
    expect(shape?.type).toBe('Circle');
    if (shape?.type !== 'Circle') return;
    expect(shape.center[0]).toBeCloseTo(51.389, 4);
    expect(shape.center[1]).toBeCloseTo(35.6892, 4);
    expect(Math.abs(shape.radius - 750)).toBeLessThanOrEqual(2);
  });

  it('a polygon keeps its closed ring', () => {
    const ring = [
      [51.33, 35.69],
      [51.35, 35.69],
      [51.35, 35.71],
      [51.33, 35.69],
    ];
    const shape = shapeOfFeature({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { mode: 'polygon' },
    });
    expect(shape).toEqual({ type: 'Polygon', coordinates: [ring] });
  });

  it('a ring of a circle is closed and bounds surround it', () => {
    const ring = circleRing([51, 35], 1000, 8);
    expect(ring[0]).toEqual(ring[8]);
    const [w, s, e, n] = shapeBounds({ type: 'Circle', center: [51, 35], radius: 1000 });
    expect(w).toBeLessThan(51);
    expect(e).toBeGreaterThan(51);
    expect(n - s).toBeCloseTo(0.018, 3);
  });
});

import type { LiveFeature } from '@navgan/domain/live-feature';
import { describe, expect, it } from 'vitest';
import { clusterMaxZoom, clusterPoints, clusterStride, expansionZoom, packClusters } from './live-clusters';
import { latitudeOf, longitudeOf, packPoints, pointStride } from './live-digest';

const at = (id: number, longitude: number, latitude: number) =>
  ({
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: { traffic_status: 'moving', course: 0 },
  }) as LiveFeature;

// Three vehicles in one Tehran street (a few hundred metres apart) and one in Mashhad.
const fleet = packPoints([
  at(1, 51.389, 35.689),
  at(2, 51.392, 35.69),
  at(3, 51.395, 35.687),
  at(4, 59.6, 36.3),
]);
const ids = (singles: Float64Array) =>
  Array.from({ length: singles.length / pointStride }, (_, i) => singles[i * pointStride]);

describe('live map clusters', () => {
  it('gathers the street into one cluster at country zoom and leaves the far vehicle single', () => {
    const { singles, clusters } = clusterPoints(fleet, 5);
    expect(ids(singles)).toEqual([4]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.members).toHaveLength(3);
    // Its centre is the street's middle.
    expect(longitudeOf(clusters[0]?.x ?? 0)).toBeCloseTo(51.392, 2);
    expect(latitudeOf(clusters[0]?.y ?? 0)).toBeCloseTo(35.6887, 2);
  });

  it('draws every vehicle on its own with clustering off or above the last clustered zoom', () => {
    expect(ids(clusterPoints(fleet, null).singles)).toEqual([1, 2, 3, 4]);
    expect(clusterPoints(fleet, clusterMaxZoom + 1).clusters).toEqual([]);
    expect(ids(clusterPoints(fleet, clusterMaxZoom + 1).singles)).toEqual([1, 2, 3, 4]);
  });

  it('says the zoom at which a cluster splits, where the street is no longer within 50 px', () => {
    const { clusters } = clusterPoints(fleet, 5);
    const zoom = expansionZoom(fleet, clusters[0] as never, 5);
    // 300 m apart: 50 px is about 300 m around zoom 14 at this latitude; well above 10, at most 15.
    expect(zoom).toBeGreaterThan(10);
    expect(zoom).toBeLessThanOrEqual(clusterMaxZoom + 1);
    expect(
      clusterPoints(fleet, zoom).clusters.length + clusterPoints(fleet, zoom).singles.length / pointStride,
    ).toBeGreaterThan(2);
    expect(clusterPoints(fleet, zoom - 1).clusters).toHaveLength(1);
  });

  it('hands the page each cluster as its centre and count, in the order cluster clicks refer to', () => {
    const { clusters } = clusterPoints(fleet, 5);
    const packed = packClusters(clusters);
    expect(packed).toHaveLength(clusterStride);
    expect(longitudeOf(packed[0] as number)).toBeCloseTo(51.392, 2);
    expect(latitudeOf(packed[1] as number)).toBeCloseTo(35.6887, 2);
    expect(packed[2]).toBe(3);
    expect(packClusters(clusterPoints(fleet, null).clusters)).toHaveLength(0);
  });
});

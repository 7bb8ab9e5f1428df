/**
 * Clustering of the live map's points, made in the live worker for one integer zoom: greedy, the
 * first unclaimed point of the answer takes every unclaimed point within the radius around it
 * (found through a grid of radius-sized cells). The points are packed as `live-digest.ts` packs
 * them: id, mercator x, mercator y, status index, course.
 */
import { pointStride } from './live-digest';

/** Pixels around a point that it gathers others from (MapLibre's cluster radius). */
export const clusterRadiusPx = 50;
/** Above this zoom every vehicle is drawn on its own. */
export const clusterMaxZoom = 14;
/** The world is 512 px wide at zoom 0. */
const worldPxAtZoom0 = 512;

export interface PointCluster {
  /** Mercator centre: the mean of its members. */
  x: number;
  y: number;
  /** Offsets of its members' rows in the points. */
  members: number[];
}

export interface ClusteredPoints {
  /** The points drawn on their own, packed as the input. */
  singles: Float64Array;
  clusters: PointCluster[];
}

function group(
  points: Float64Array,
  rows: readonly number[],
  zoom: number,
): { singles: number[]; clusters: PointCluster[] } {
  const radius = clusterRadiusPx / (worldPxAtZoom0 * 2 ** zoom);
  const cells = new Map<number, number[]>();
  const cellOf = (x: number, y: number) => Math.floor(x / radius) * 4_194_304 + Math.floor(y / radius);
  for (const row of rows) {
    const key = cellOf(points[row + 1] as number, points[row + 2] as number);
    const cell = cells.get(key);
    if (cell) cell.push(row);
    else cells.set(key, [row]);
  }
  const taken = new Set<number>();
  const singles: number[] = [];
  const clusters: PointCluster[] = [];
  const r2 = radius * radius;
  for (const row of rows) {
    if (taken.has(row)) continue;
    taken.add(row);
    const x = points[row + 1] as number;
    const y = points[row + 2] as number;
    const members = [row];
    const cx = Math.floor(x / radius);
    const cy = Math.floor(y / radius);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of cells.get((cx + dx) * 4_194_304 + cy + dy) ?? []) {
          if (taken.has(other)) continue;
          const ox = (points[other + 1] as number) - x;
          const oy = (points[other + 2] as number) - y;
          if (ox * ox + oy * oy > r2) continue;
          taken.add(other);
          members.push(other);
        }
      }
    }
    if (members.length === 1) {
      singles.push(row);
      continue;
    }
    let sx = 0;
    let sy = 0;
    for (const m of members) {
      sx += points[m + 1] as number;
      sy += points[m + 2] as number;
    }
    clusters.push({ x: sx / members.length, y: sy / members.length, members });
  }
  return { singles, clusters };
}

function allRows(points: Float64Array): number[] {
  const rows: number[] = new Array(points.length / pointStride);
  for (let i = 0; i < rows.length; i++) rows[i] = i * pointStride;
  return rows;
}

/** The points as drawn at an integer zoom; `null` (clustering off) or above `clusterMaxZoom`: all single. */
export function clusterPoints(points: Float64Array, zoom: number | null): ClusteredPoints {
  if (zoom === null || zoom > clusterMaxZoom) return { singles: points.slice(), clusters: [] };
  const { singles, clusters } = group(points, allRows(points), zoom);
  const packed = new Float64Array(singles.length * pointStride);
  singles.forEach((row, i) => {
    packed.set(points.subarray(row, row + pointStride), i * pointStride);
  });
  return { singles: packed, clusters };
}

/** The first zoom above `zoom` at which a cluster's members no longer gather into one. */
export function expansionZoom(points: Float64Array, cluster: PointCluster, zoom: number): number {
  for (let next = zoom + 1; next <= clusterMaxZoom; next++) {
    const { singles, clusters } = group(points, cluster.members, next);
    if (singles.length + clusters.length > 1) return next;
  }
  return clusterMaxZoom + 1;
}

/** Numbers per cluster as the page gets them: mercator x, mercator y, member count. */
export const clusterStride = 3;

/** The clusters packed for the page's WebGL layer, in their order (a cluster's index stays its own). */
export function packClusters(clusters: readonly PointCluster[]): Float64Array {
  const packed = new Float64Array(clusters.length * clusterStride);
  clusters.forEach((cluster, i) => {
    packed[i * clusterStride] = cluster.x;
    packed[i * clusterStride + 1] = cluster.y;
    packed[i * clusterStride + 2] = cluster.members.length;
  });
  return packed;
}

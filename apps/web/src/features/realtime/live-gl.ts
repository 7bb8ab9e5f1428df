import type { Map as MapLibreMap } from 'maplibre-gl';
import { mercatorX, mercatorY } from './live-digest';

/**
 * What the live map's WebGL layers share: linking their programs, the matrix that draws
 * positions kept relative to an origin, and the hit test of round markers.
 */

/** The world is 512 CSS px wide at zoom 0. */
export const worldPxAtZoom0 = 512;

export function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('live layer: no shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS))
    throw new Error(`live layer: ${gl.getShaderInfoLog(shader) ?? 'shader failed'}`);
  return shader;
}

/** A linked program whose attributes sit at their index in `attributes`. */
export function linkProgram(
  gl: WebGL2RenderingContext,
  vertexSource: string,
  fragmentSource: string,
  attributes: readonly string[],
): WebGLProgram {
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertexSource));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragmentSource));
  attributes.forEach((name, index) => {
    gl.bindAttribLocation(program, index, name);
  });
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(`live layer: ${gl.getProgramInfoLog(program) ?? 'link failed'}`);
  return program;
}

/**
 * Writes into `out` the matrix that takes mercator units relative to `origin` to clip space:
 * MapLibre's matrix takes world pixels at the map's zoom, so it is scaled to them and moved to
 * the origin in double precision (float32 holds the small offsets to well under a pixel).
 */
export function originMatrix(
  out: Float32Array,
  mapMatrix: ArrayLike<number>,
  zoom: number,
  origin: readonly [number, number],
): Float32Array {
  const world = worldPxAtZoom0 * 2 ** zoom;
  const [ox, oy] = origin;
  for (let i = 0; i < 4; i++) {
    const mx = (mapMatrix[i] as number) * world;
    const my = (mapMatrix[4 + i] as number) * world;
    out[i] = mx;
    out[4 + i] = my;
    out[8 + i] = mapMatrix[8 + i] as number;
    out[12 + i] = mx * ox + my * oy + (mapMatrix[12 + i] as number);
  }
  return out;
}

/**
 * The index of the round marker under a screen point, or null: `count` markers, the i-th at
 * mercator (`x(i)`, `y(i)`) with a radius of `radiusPx(i)` CSS pixels. The last drawn is on top
 * and wins a tie.
 */
export function markerAt(
  map: MapLibreMap,
  point: { x: number; y: number },
  count: number,
  x: (i: number) => number,
  y: (i: number) => number,
  radiusPx: (i: number) => number,
): number | null {
  if (count === 0) return null;
  const near = map.unproject([point.x, point.y]);
  const cx = mercatorX(near.lng);
  const cy = mercatorY(near.lat);
  const world = worldPxAtZoom0 * 2 ** map.getZoom();
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const dx = (x(i) - cx) * world;
    const dy = (y(i) - cy) * world;
    const distance = dx * dx + dy * dy;
    const radius = radiusPx(i);
    if (distance <= radius * radius && distance <= bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}

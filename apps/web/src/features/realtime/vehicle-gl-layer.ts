import { trafficStatuses } from '@navgan/domain/traffic-status';
import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import { pointStride } from './live-digest';
import { linkProgram, markerAt, originMatrix, rgb } from './live-gl';
import { statusColors } from './status-colors';

/** The marker: a 9 px status-coloured circle with a 2 px white border, as MapLibre circles were. */
const circleRadius = 9;
const borderWidth = 2;
const markerRadius = circleRadius + borderWidth;
/** The point sprite's side in CSS pixels: the marker and a pixel of antialiasing each side. */
const spriteSize = 2 * markerRadius + 2;

const vertexSource = `
attribute vec2 a_pos;
attribute vec2 a_meta;
uniform mat4 u_matrix;
uniform float u_point_size;
uniform float u_bearing;
uniform vec3 u_colors[4];
varying vec3 v_color;
varying vec2 v_turn;
void main() {
  gl_Position = u_matrix * vec4(a_pos, 0.0, 1.0);
  gl_PointSize = u_point_size;
  v_color = u_colors[int(a_meta.x + 0.5)];
  float angle = radians(a_meta.y) - u_bearing;
  v_turn = vec2(cos(angle), sin(angle));
}`;

// The arrow of the old icon (a 16 px box centred on the marker, pointing north), as two triangles
// around its notch; the fragment is turned back by the heading and tested against them.
const fragmentSource = `
precision mediump float;
uniform float u_sprite;
varying vec3 v_color;
varying vec2 v_turn;
float side(vec2 a, vec2 b, vec2 p) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x); }
bool inside(vec2 p, vec2 a, vec2 b, vec2 c) {
  float d1 = side(a, b, p);
  float d2 = side(b, c, p);
  float d3 = side(c, a, p);
  return !((d1 < 0.0 || d2 < 0.0 || d3 < 0.0) && (d1 > 0.0 || d2 > 0.0 || d3 > 0.0));
}
void main() {
  vec2 p = (gl_PointCoord - 0.5) * u_sprite;
  float d = length(p);
  float cover = 1.0 - smoothstep(${markerRadius.toFixed(1)} - 0.5, ${markerRadius.toFixed(1)} + 0.5, d);
  if (cover <= 0.0) discard;
  float fill = 1.0 - smoothstep(${circleRadius.toFixed(1)} - 0.5, ${circleRadius.toFixed(1)} + 0.5, d);
  vec3 color = mix(vec3(1.0), v_color, fill);
  vec2 q = vec2(p.x * v_turn.x + p.y * v_turn.y, -p.x * v_turn.y + p.y * v_turn.x);
  vec2 tip = vec2(0.0, -6.0);
  vec2 notch = vec2(0.0, 2.5);
  if (inside(q, tip, vec2(5.0, 5.0), notch) || inside(q, tip, notch, vec2(-5.0, 5.0))) color = vec3(1.0);
  gl_FragColor = vec4(color * cover, cover);
}`;

/**
 * Every single vehicle in one draw call: a WebGL point sprite per vehicle, its shader drawing the
 * status-coloured circle with its white border and the white heading arrow. A refresh is one
 * buffer upload and a repaint: no features for MapLibre to copy, no symbols to place. Positions
 * are uploaded relative to the first vehicle (float32 holds small offsets to well under a pixel)
 * and that origin goes into the matrix in double precision.
 */
export class VehicleGlLayer implements CustomLayerInterface {
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MapLibreMap | null = null;
  private program: WebGLProgram | null = null;
  private buffer: WebGLBuffer | null = null;
  private vao: WebGLVertexArrayObject | null = null;
  private pending: Float32Array | null = new Float32Array();
  private count = 0;
  private origin: [number, number] = [0, 0];
  /** The drawn points (id, mercator x and y, status, course), for hit tests. */
  private points: Float64Array = new Float64Array();
  private readonly matrix = new Float32Array(16);

  constructor(readonly id: string) {}

  /** Draws these points (packed as `live-digest.ts` packs them) from the next frame on. */
  setPoints(points: Float64Array): void {
    this.points = points;
    const count = points.length / pointStride;
    this.origin = count > 0 ? [points[1] as number, points[2] as number] : [0, 0];
    const vertices = new Float32Array(count * 4);
    for (let i = 0, at = 0; i < count; i++, at += pointStride) {
      vertices[i * 4] = (points[at + 1] as number) - this.origin[0];
      vertices[i * 4 + 1] = (points[at + 2] as number) - this.origin[1];
      vertices[i * 4 + 2] = points[at + 3] as number;
      vertices[i * 4 + 3] = points[at + 4] as number;
    }
    this.pending = vertices;
    this.map?.triggerRepaint();
  }

  /** The id of the vehicle drawn under a screen point (within its marker), or null. */
  vehicleAt(x: number, y: number): number | null {
    const points = this.points;
    if (!this.map) return null;
    const at = markerAt(
      this.map,
      { x, y },
      points.length / pointStride,
      (i) => points[i * pointStride + 1] as number,
      (i) => points[i * pointStride + 2] as number,
      () => markerRadius,
    );
    return at === null ? null : (points[at * pointStride] as number);
  }

  onAdd(map: MapLibreMap, gl: WebGL2RenderingContext): void {
    this.map = map;
    const program = linkProgram(gl, vertexSource, fragmentSource, ['a_pos', 'a_meta']);
    this.program = program;
    this.buffer = gl.createBuffer();
    this.vao = gl.createVertexArray();
    gl.bindVertexArray(this.vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 16, 0);
    gl.enableVertexAttribArray(1);
    gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 16, 8);
    gl.bindVertexArray(null);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
    gl.useProgram(program);
    gl.uniform3fv(
      gl.getUniformLocation(program, 'u_colors'),
      trafficStatuses.flatMap((status) => rgb(statusColors[status])),
    );
  }

  onRemove(_map: MapLibreMap, gl: WebGL2RenderingContext): void {
    gl.deleteBuffer(this.buffer);
    gl.deleteVertexArray(this.vao);
    gl.deleteProgram(this.program);
    this.map = null;
    this.program = null;
    this.count = 0;
  }

  render(gl: WebGL2RenderingContext, options: CustomRenderMethodInput): void {
    const map = this.map;
    if (!map || !this.program) return;
    gl.bindVertexArray(this.vao);
    if (this.pending) {
      gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
      gl.bufferData(gl.ARRAY_BUFFER, this.pending, gl.DYNAMIC_DRAW);
      this.count = this.pending.length / 4;
      this.pending = null;
    }
    if (this.count > 0) {
      originMatrix(this.matrix, options.modelViewProjectionMatrix, map.getZoom(), this.origin);
      // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
      gl.useProgram(this.program);
      gl.uniformMatrix4fv(gl.getUniformLocation(this.program, 'u_matrix'), false, this.matrix);
      gl.uniform1f(gl.getUniformLocation(this.program, 'u_point_size'), spriteSize * map.getPixelRatio());
      gl.uniform1f(gl.getUniformLocation(this.program, 'u_sprite'), spriteSize);
      gl.uniform1f(gl.getUniformLocation(this.program, 'u_bearing'), (map.getBearing() * Math.PI) / 180);
      gl.drawArrays(gl.POINTS, 0, this.count);
    }
    gl.bindVertexArray(null);
  }
}

import type { Locale } from '@navgan/domain/locales';
import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import { formatNumber } from '../../lib/format/number';
import {
  countCharacters,
  countFont,
  drawGlyphAtlas,
  type GlyphAtlas,
  glyphStride,
  layoutCount,
} from './count-glyphs';
import { clusterStride } from './live-clusters';
import { latitudeOf, longitudeOf } from './live-digest';
import { linkProgram, markerAt, originMatrix, rgb } from './live-gl';

const clusterColor = '#1565c0';
const fillOpacity = 0.85;
/** The circle's fill premultiplied by its opacity, as MapLibre's blending expects. */
const premultipliedFill = [...rgb(clusterColor).map((c) => c * fillOpacity), fillOpacity] as const;
const strokeWidth = 2;

/** A cluster's circle radius in CSS px (its white border outside it), by how many vehicles it holds. */
export function clusterRadius(count: number): number {
  if (count < 10) return 14;
  if (count < 100) return 18;
  if (count < 1000) return 22;
  return 28;
}

// Both programs draw instanced quads: attribute 0 is the quad's corner (0..1), the rest are per
// instance. A quad's pixels are placed around its anchor on the screen, in device pixels.
const placeOnScreen = `
uniform mat4 u_matrix;
uniform vec2 u_viewport;
uniform float u_ratio;
vec4 placed(vec2 anchor, vec2 offsetPx) {
  vec4 at = u_matrix * vec4(anchor, 0.0, 1.0);
  vec2 device = floor((at.xy / at.w * 0.5 + 0.5) * u_viewport + 0.5);
  device += vec2(offsetPx.x, -offsetPx.y) * u_ratio;
  return vec4((device / u_viewport * 2.0 - 1.0) * at.w, at.z, at.w);
}`;

const circleVertex = `
attribute vec2 a_corner;
attribute vec3 a_spot;
${placeOnScreen}
varying vec2 v_px;
varying float v_outer;
void main() {
  // The circle, its border and a pixel for antialiasing.
  float half_side = a_spot.z + ${strokeWidth.toFixed(1)} + 1.0;
  v_px = (a_corner * 2.0 - 1.0) * half_side;
  v_outer = a_spot.z + ${strokeWidth.toFixed(1)};
  gl_Position = placed(a_spot.xy, v_px);
}`;

const circleFragment = `
precision mediump float;
uniform vec4 u_fill;
varying vec2 v_px;
varying float v_outer;
void main() {
  float d = length(v_px);
  float cover = 1.0 - smoothstep(v_outer - 0.5, v_outer + 0.5, d);
  if (cover <= 0.0) discard;
  float inner = v_outer - ${strokeWidth.toFixed(1)};
  float fill = 1.0 - smoothstep(inner - 0.5, inner + 0.5, d);
  gl_FragColor = mix(vec4(1.0), u_fill, fill) * cover;
}`;

const glyphVertex = `
attribute vec2 a_corner;
attribute vec2 a_anchor;
attribute vec4 a_box;
attribute vec4 a_uv;
${placeOnScreen}
varying vec2 v_uv;
void main() {
  v_uv = mix(a_uv.xy, a_uv.zw, a_corner);
  gl_Position = placed(a_anchor, a_box.xy + a_corner * a_box.zw);
}`;

const glyphFragment = `
precision mediump float;
uniform sampler2D u_atlas;
varying vec2 v_uv;
void main() {
  float a = texture2D(u_atlas, v_uv).a;
  if (a <= 0.0) discard;
  gl_FragColor = vec4(a);
}`;

interface Programs {
  circle: WebGLProgram;
  glyph: WebGLProgram;
  corners: WebGLBuffer;
  spots: WebGLBuffer;
  quads: WebGLBuffer;
  circleVao: WebGLVertexArrayObject;
  glyphVao: WebGLVertexArrayObject;
  atlas: WebGLTexture;
}

/**
 * The live worker's clusters in one WebGL layer: a blue circle with a white border per cluster,
 * sized by its count, and the count in the locale's digits from a glyph atlas. A refresh is two
 * small buffer uploads; nothing goes through MapLibre's sources, tiles or symbol placement.
 * Positions are uploaded relative to the first cluster, like the vehicles' layer.
 */
export class ClusterGlLayer implements CustomLayerInterface {
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MapLibreMap | null = null;
  private gl: Programs | null = null;
  /** Packed as `packClusters` packs them. */
  private clusters: Float64Array = new Float64Array();
  private origin: [number, number] = [0, 0];
  private atlas: GlyphAtlas | null = null;
  private atlasUploaded = false;
  /** The clusters changed (or the atlas arrived) since the buffers were filled. */
  private dirty = true;
  private circleCount = 0;
  private glyphCount = 0;
  private readonly matrix = new Float32Array(16);

  constructor(
    readonly id: string,
    private readonly locale: Locale,
  ) {}

  /** Draws these clusters from the next frame on. */
  setClusters(clusters: Float64Array): void {
    this.clusters = clusters;
    this.origin = clusters.length > 0 ? [clusters[0] as number, clusters[1] as number] : [0, 0];
    this.dirty = true;
    this.map?.triggerRepaint();
  }

  /** The cluster drawn under a screen point (its index in the last clusters, its centre), or null. */
  clusterAt(x: number, y: number): { index: number; center: [number, number] } | null {
    const clusters = this.clusters;
    if (!this.map) return null;
    const index = markerAt(
      this.map,
      { x, y },
      clusters.length / clusterStride,
      (i) => clusters[i * clusterStride] as number,
      (i) => clusters[i * clusterStride + 1] as number,
      (i) => clusterRadius(clusters[i * clusterStride + 2] as number) + strokeWidth,
    );
    if (index === null) return null;
    const at = index * clusterStride;
    return {
      index,
      center: [longitudeOf(clusters[at] as number), latitudeOf(clusters[at + 1] as number)],
    };
  }

  onAdd(map: MapLibreMap, gl: WebGL2RenderingContext): void {
    this.map = map;
    const corners = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, corners);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]), gl.STATIC_DRAW);
    const spots = gl.createBuffer();
    const quads = gl.createBuffer();
    const instanced = (buffer: WebGLBuffer, sizes: number[]) => {
      const vao = gl.createVertexArray();
      gl.bindVertexArray(vao);
      gl.bindBuffer(gl.ARRAY_BUFFER, corners);
      gl.enableVertexAttribArray(0);
      gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
      gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
      const stride = sizes.reduce((sum, size) => sum + size, 0) * 4;
      let offset = 0;
      sizes.forEach((size, i) => {
        gl.enableVertexAttribArray(i + 1);
        gl.vertexAttribPointer(i + 1, size, gl.FLOAT, false, stride, offset);
        gl.vertexAttribDivisor(i + 1, 1);
        offset += size * 4;
      });
      gl.bindVertexArray(null);
      return vao;
    };
    this.gl = {
      circle: linkProgram(gl, circleVertex, circleFragment, ['a_corner', 'a_spot']),
      glyph: linkProgram(gl, glyphVertex, glyphFragment, ['a_corner', 'a_anchor', 'a_box', 'a_uv']),
      corners,
      spots,
      quads,
      circleVao: instanced(spots, [3]),
      glyphVao: instanced(quads, [2, 4, 4]),
      atlas: gl.createTexture(),
    };
    // The counts wait for the font: an atlas drawn in a fallback font would stay so.
    const drawAtlas = () => {
      if (this.map !== map) return;
      this.atlas = drawGlyphAtlas(countCharacters(this.locale), Math.max(2, Math.ceil(map.getPixelRatio())));
      this.atlasUploaded = false;
      this.dirty = true;
      map.triggerRepaint();
    };
    document.fonts.load(countFont).then(drawAtlas, drawAtlas);
  }

  onRemove(_map: MapLibreMap, gl: WebGL2RenderingContext): void {
    const made = this.gl;
    if (made) {
      for (const buffer of [made.corners, made.spots, made.quads]) gl.deleteBuffer(buffer);
      gl.deleteVertexArray(made.circleVao);
      gl.deleteVertexArray(made.glyphVao);
      gl.deleteProgram(made.circle);
      gl.deleteProgram(made.glyph);
      gl.deleteTexture(made.atlas);
    }
    this.gl = null;
    this.map = null;
  }

  /** Refills the instance buffers from the clusters (and the atlas' glyphs). */
  private upload(gl: WebGL2RenderingContext, made: Programs): void {
    const clusters = this.clusters;
    const count = clusters.length / clusterStride;
    const [ox, oy] = this.origin;
    const spots = new Float32Array(count * 3);
    const quads: number[] = [];
    for (let i = 0; i < count; i++) {
      const x = (clusters[i * clusterStride] as number) - ox;
      const y = (clusters[i * clusterStride + 1] as number) - oy;
      const members = clusters[i * clusterStride + 2] as number;
      spots[i * 3] = x;
      spots[i * 3 + 1] = y;
      spots[i * 3 + 2] = clusterRadius(members);
      if (this.atlas) layoutCount(formatNumber(members, this.locale), this.atlas, x, y, quads);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, made.spots);
    gl.bufferData(gl.ARRAY_BUFFER, spots, gl.DYNAMIC_DRAW);
    gl.bindBuffer(gl.ARRAY_BUFFER, made.quads);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(quads), gl.DYNAMIC_DRAW);
    this.circleCount = count;
    this.glyphCount = quads.length / glyphStride;
    if (this.atlas && !this.atlasUploaded) {
      gl.bindTexture(gl.TEXTURE_2D, made.atlas);
      gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
      gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, this.atlas.image);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
      this.atlasUploaded = true;
    }
    this.dirty = false;
  }

  render(gl: WebGL2RenderingContext, options: CustomRenderMethodInput): void {
    const map = this.map;
    const made = this.gl;
    if (!map || !made) return;
    if (this.dirty) this.upload(gl, made);
    if (this.circleCount === 0) return;
    originMatrix(this.matrix, options.modelViewProjectionMatrix, map.getZoom(), this.origin);
    const screen = (program: WebGLProgram) => {
      // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
      gl.useProgram(program);
      gl.uniformMatrix4fv(gl.getUniformLocation(program, 'u_matrix'), false, this.matrix);
      gl.uniform2f(
        gl.getUniformLocation(program, 'u_viewport'),
        gl.drawingBufferWidth,
        gl.drawingBufferHeight,
      );
      gl.uniform1f(gl.getUniformLocation(program, 'u_ratio'), map.getPixelRatio());
    };
    screen(made.circle);
    gl.uniform4fv(gl.getUniformLocation(made.circle, 'u_fill'), premultipliedFill);
    gl.bindVertexArray(made.circleVao);
    gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, this.circleCount);
    if (this.glyphCount > 0 && this.atlasUploaded) {
      screen(made.glyph);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, made.atlas);
      gl.uniform1i(gl.getUniformLocation(made.glyph, 'u_atlas'), 0);
      gl.bindVertexArray(made.glyphVao);
      gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, this.glyphCount);
    }
    gl.bindVertexArray(null);
  }
}

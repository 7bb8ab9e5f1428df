import type { Locale } from '@navgan/domain/locales';
import { formatNumber } from '../../lib/format/number';

/**
 * The glyphs of cluster counts for the live map's WebGL layer: the locale's digits and group
 * separator drawn once into a small atlas (the map has no glyph server, it must work offline),
 * and a count laid out as quads over them.
 */

export const countFont = "700 13px 'Vazirmatn Variable', system-ui, sans-serif";
/** A glyph's box in CSS px: as tall as the count images the map used to draw. */
const glyphHeight = 18;
/** The text's middle sits a pixel below the box's middle, as in those images. */
const textMiddle = 10;
/** Transparent pixels around each glyph so neighbours never bleed into its quad. */
const pad = 1;

export interface Glyph {
  /** How far the pen moves, CSS px. */
  advance: number;
  /** The cell's width, CSS px: the advance and the padding either side. */
  width: number;
  /** The glyph's cell in the atlas, in texture units (0..1). */
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

export interface GlyphAtlas {
  /** White glyphs on transparent, `pixelRatio` device pixels per CSS pixel. */
  image: HTMLCanvasElement;
  glyphs: ReadonlyMap<string, Glyph>;
}

/** Every character a count can have in this locale: its digits and its group separator. */
export function countCharacters(locale: Locale): string[] {
  return [...new Set(formatNumber(1_234_567_890, locale))];
}

export function drawGlyphAtlas(characters: readonly string[], pixelRatio: number): GlyphAtlas | null {
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.font = countFont;
  const advances = characters.map((c) => g.measureText(c).width);
  const cells = advances.map((advance) => Math.ceil(advance) + 2 * pad);
  const width = cells.reduce((sum, cell) => sum + cell, 0);
  canvas.width = Math.ceil(width * pixelRatio);
  canvas.height = Math.ceil(glyphHeight * pixelRatio);
  // Resizing the canvas reset its state.
  g.scale(pixelRatio, pixelRatio);
  g.font = countFont;
  g.fillStyle = '#ffffff';
  g.textAlign = 'left';
  g.textBaseline = 'middle';
  const glyphs = new Map<string, Glyph>();
  let left = 0;
  characters.forEach((character, i) => {
    g.fillText(character, left + pad, textMiddle);
    const cell = cells[i] as number;
    glyphs.set(character, {
      advance: advances[i] as number,
      width: cell,
      u0: (left * pixelRatio) / canvas.width,
      v0: 0,
      u1: ((left + cell) * pixelRatio) / canvas.width,
      v1: (glyphHeight * pixelRatio) / canvas.height,
    });
    left += cell;
  });
  return { image: canvas, glyphs };
}

/** Floats per glyph quad: anchor x, y (as given), box left, top, width, height (CSS px), u0, v0, u1, v1. */
export const glyphStride = 10;

/**
 * Appends to `out` the quads of `text` centred on the anchor (x, y). Characters the atlas lacks
 * are left out. Returns how many quads were added.
 */
export function layoutCount(text: string, atlas: GlyphAtlas, x: number, y: number, out: number[]): number {
  let width = 0;
  for (const character of text) width += atlas.glyphs.get(character)?.advance ?? 0;
  let pen = -width / 2;
  let added = 0;
  for (const character of text) {
    const glyph = atlas.glyphs.get(character);
    if (!glyph) continue;
    out.push(
      x,
      y,
      Math.round(pen - pad),
      -glyphHeight / 2,
      glyph.width,
      glyphHeight,
      glyph.u0,
      glyph.v0,
      glyph.u1,
      glyph.v1,
    );
    pen += glyph.advance;
    added += 1;
  }
  return added;
}

import { describe, expect, it } from 'vitest';
import { clusterRadius } from './cluster-gl-layer';
import { countCharacters, type Glyph, type GlyphAtlas, glyphStride, layoutCount } from './count-glyphs';

/** An atlas of cells 10 px apart whose glyphs advance 8 px, as `drawGlyphAtlas` lays them. */
function atlasOf(characters: string[]): GlyphAtlas {
  const glyphs = new Map<string, Glyph>();
  characters.forEach((c, i) => {
    glyphs.set(c, {
      advance: 8,
      width: 10,
      u0: i / characters.length,
      v0: 0,
      u1: (i + 1) / characters.length,
      v1: 1,
    });
  });
  return { image: {} as HTMLCanvasElement, glyphs };
}

describe('cluster counts on the live map', () => {
  it('has every digit and the group separator of the locale, Persian digits in fa', () => {
    expect(countCharacters('fa').sort()).toEqual([...'٬۰۱۲۳۴۵۶۷۸۹'].sort());
    expect(countCharacters('en').sort()).toEqual([...',0123456789'].sort());
  });

  it('centres a count on its cluster, left to right in both digit sets', () => {
    const atlas = atlasOf([...'٬۰۱۲۳۴۵۶۷۸۹']);
    const quads: number[] = [];
    expect(layoutCount('۱٬۲۳۴', atlas, 0.25, 0.5, quads)).toBe(5);
    expect(quads).toHaveLength(5 * glyphStride);
    const lefts = Array.from({ length: 5 }, (_, i) => quads[i * glyphStride + 2]);
    // Five 8 px advances centred: the pen starts at -20; each cell begins a pixel before its glyph.
    expect(lefts).toEqual([-21, -13, -5, 3, 11]);
    // Every quad is anchored on the cluster and shows its own character's cell.
    expect(quads[0]).toBe(0.25);
    expect(quads[1]).toBe(0.5);
    const uOf = (i: number) => quads[i * glyphStride + 6];
    expect(uOf(0)).toBe(atlas.glyphs.get('۱')?.u0);
    expect(uOf(1)).toBe(atlas.glyphs.get('٬')?.u0);
    expect(uOf(4)).toBe(atlas.glyphs.get('۴')?.u0);
  });

  it('leaves out a character the atlas does not have instead of drawing a wrong one', () => {
    const quads: number[] = [];
    expect(layoutCount('12', atlasOf(['1']), 0, 0, quads)).toBe(1);
    expect(quads[2]).toBe(-5);
  });

  it('draws bigger circles for bigger clusters', () => {
    expect([1, 9, 10, 99, 100, 999, 1000, 10_000].map(clusterRadius)).toEqual([
      14, 14, 18, 18, 22, 22, 28, 28,
    ]);
  });
});

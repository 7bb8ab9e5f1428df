import { describe, expect, it } from 'vitest';
import { baseLayerId, baseStyle, isTileTemplate, offlineStyle, osmRasterTiles } from './base-style';

describe('base map style', () => {
  it('draws OpenStreetMap raster tiles over the shipped provinces by default', () => {
    const style = baseStyle(null);
    if (typeof style === 'string') throw new Error('expected a style object');
    expect(style.layers.map((l) => l.id)).toEqual([
      'offline-background',
      'offline-land',
      'offline-provinces',
      'offline-border',
      'offline-cities',
      baseLayerId,
    ]);
    expect(style.sources[baseLayerId]).toMatchObject({ type: 'raster', tiles: [osmRasterTiles] });
    expect(style.glyphs).toBeUndefined();
    expect(style.sources['offline-provinces']).toMatchObject({
      attribution: expect.stringContaining('Natural Earth'),
    });
  });

  it('takes a tile template as raster tiles and anything else as a style URL', () => {
    expect(isTileTemplate('https://tiles.local/{z}/{x}/{y}.png')).toBe(true);
    const raster = baseStyle('https://tiles.local/{z}/{x}/{y}.png');
    expect(typeof raster !== 'string' && raster.sources[baseLayerId]).toMatchObject({
      tiles: ['https://tiles.local/{z}/{x}/{y}.png'],
    });
    expect(baseStyle('https://tiles.local/style.json')).toBe('https://tiles.local/style.json');
  });

  it('has an offline style with no network source at all', () => {
    const sources = Object.values(offlineStyle().sources);
    expect(
      sources.every((s) => s.type === 'geojson' && String(s.data).startsWith(window.location.origin)),
    ).toBe(true);
  });
});

import type { Locale } from '@navgan/domain/locales';
import type { ExpressionSpecification, Map as MapLibreMap, SymbolLayerSpecification } from 'maplibre-gl';

/** Zoom from which towns other than provincial capitals get a name. */
const townLabelsFromZoom = 7;
const layerId = 'offline-place-names';
const placesSourceId = 'offline-places';
/** The base layer the names sit on: everything a feature adds (vehicles, routes) stays above them. */
const citiesLayerId = 'offline-cities';
const imagePrefix = 'place-name:';
const fonts = {
  capital: { font: "700 12px 'Vazirmatn Variable', system-ui, sans-serif", colour: '#2d2820' },
  town: { font: "500 11px 'Vazirmatn Variable', system-ui, sans-serif", colour: '#4a4237' },
};
/** The white halo around the letters, CSS px. */
const halo = 2;
const pixelRatio = 2;

/** A name drawn as an image: dark letters in a white halo, shaped by the browser's canvas. */
function nameImage(text: string, kind: keyof typeof fonts) {
  const { font, colour } = fonts[kind];
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.font = font;
  const width = Math.ceil(g.measureText(text).width) + 2 * halo;
  const height = 16 + 2 * halo;
  canvas.width = width * pixelRatio;
  canvas.height = height * pixelRatio;
  g.scale(pixelRatio, pixelRatio);
  g.font = font;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.lineJoin = 'round';
  g.lineWidth = 2 * halo;
  g.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  g.strokeText(text, width / 2, height / 2);
  g.fillStyle = colour;
  g.fillText(text, width / 2, height / 2);
  return g.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * City names of the offline base map: a symbol layer over the city dots whose icons are the names
 * drawn on a canvas when first asked for (the browser shapes Persian there; no glyph server is
 * needed). Being in the map, they sit under the vehicles and routes drawn over it, and MapLibre
 * keeps them from overlapping one another, Tehran and the provincial capitals first. Shown only
 * while the offline layers are what the user sees; capitals always, other towns from zoom 7.
 */
export class PlaceLabels {
  private visible = false;
  private readonly drawName = (id: string) => {
    if (!id.startsWith(imagePrefix) || this.map.hasImage(id)) return;
    const [kind, ...name] = id.slice(imagePrefix.length).split(':');
    const image = nameImage(name.join(':'), kind === 'capital' ? 'capital' : 'town');
    if (image) this.map.addImage(id, image, { pixelRatio });
  };

  constructor(
    private readonly map: MapLibreMap,
    private readonly locale: Locale,
  ) {}

  async show(): Promise<void> {
    if (this.visible) return;
    this.visible = true;
    // Names drawn before the font arrives would keep the fallback font.
    await Promise.all(Object.values(fonts).map(({ font }) => document.fonts.load(font))).catch(
      () => undefined,
    );
    // The map's one resolver of missing images: no other layer of the app uses images.
    this.map.setMissingStyleImageResolver(this.drawName);
    try {
      this.addLayer();
    } catch {
      // The style is still loading (a configured style that failed is being replaced).
      this.map.once('style.load', () => this.addLayer());
    }
  }

  private addLayer(): void {
    if (this.map.getLayer(layerId) || !this.map.getSource(placesSourceId)) return;
    const order = this.map.getLayersOrder();
    const above = order.indexOf(citiesLayerId);
    const name: ExpressionSpecification = ['get', this.locale === 'fa' ? 'fa' : 'en'];
    const layer: SymbolLayerSpecification = {
      id: layerId,
      type: 'symbol',
      source: placesSourceId,
      filter: ['any', ['get', 'capital'], ['>=', ['zoom'], townLabelsFromZoom]],
      layout: {
        'icon-image': ['concat', imagePrefix, ['case', ['get', 'capital'], 'capital', 'town'], ':', name],
        'icon-anchor': 'top',
        'icon-offset': [0, 2],
        // The country's capital, then the provinces', then towns (the places file's rank).
        'symbol-sort-key': ['get', 'rank'],
      },
    };
    this.map.addLayer(layer, above >= 0 ? order[above + 1] : undefined);
  }
}

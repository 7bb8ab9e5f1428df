import type { Locale } from '@navgan/domain/locales';
import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { offlineAssets } from './base-style';

interface PlaceFeature {
  geometry: { coordinates: [number, number] };
  properties: { fa: string; en: string; capital: boolean };
}

/** Zoom from which towns other than provincial capitals get a name. */
const townLabelsFromZoom = 7;

/**
 * City names of the offline base map as HTML labels: shaped by the browser (Persian joins and
 * runs right to left) and needing no glyph server. Shown only while the offline layers are what
 * the user sees; capitals always, other towns from zoom 7.
 */
export class PlaceLabels {
  private markers: { marker: Marker; capital: boolean }[] = [];
  private visible = false;
  private readonly onZoom = () => this.update();

  constructor(
    private readonly map: MapLibreMap,
    private readonly locale: Locale,
  ) {}

  async show(): Promise<void> {
    if (this.visible) return;
    this.visible = true;
    if (this.markers.length === 0) await this.load();
    this.map.on('zoomend', this.onZoom);
    this.update();
  }

  hide(): void {
    this.visible = false;
    this.map.off('zoomend', this.onZoom);
    for (const { marker } of this.markers) marker.remove();
  }

  private async load(): Promise<void> {
    const response = await fetch(offlineAssets.places);
    if (!response.ok) return;
    const places = (await response.json()) as { features: PlaceFeature[] };
    this.markers = places.features.map((place) => {
      const element = document.createElement('div');
      element.className = place.properties.capital ? 'navgan-place navgan-capital' : 'navgan-place';
      element.textContent = this.locale === 'fa' ? place.properties.fa : place.properties.en;
      element.dir = 'auto';
      return {
        marker: new Marker({ element, anchor: 'top', offset: [0, 3] }).setLngLat(place.geometry.coordinates),
        capital: place.properties.capital,
      };
    });
  }

  private update(): void {
    if (!this.visible) return;
    const towns = this.map.getZoom() >= townLabelsFromZoom;
    for (const { marker, capital } of this.markers) {
      if (capital || towns) marker.addTo(this.map);
      else marker.remove();
    }
  }
}

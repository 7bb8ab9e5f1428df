import { directionOf } from '@navgan/domain/locales';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useEffect, useState } from 'react';
import { useClientConfig } from '../client-config';
import { useLocale } from '../i18n/use-locale';
import { createBaseMap } from './create-map';

/**
 * A base map in the given element for the life of the component: created once the deployment's
 * style is known, given back once its style is in place (so layers can be added), removed on
 * unmount. Remade when the language changes (labels and control sides follow it).
 */
export function useBaseMap(container: RefObject<HTMLElement | null>) {
  const locale = useLocale();
  const config = useClientConfig();
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [offline, setOffline] = useState(false);
  const styleUrl = config.data?.map_style_url ?? null;
  const ready = config.isFetched;

  useEffect(() => {
    const element = container.current;
    if (!element || !ready) return;
    const created = createBaseMap({
      container: element,
      locale,
      direction: directionOf(locale),
      styleUrl,
      onOfflineChange: setOffline,
    });
    // The style, not the tiles: 'load' would wait for every tile, which may never come offline.
    created.once('style.load', () => setMap(created));
    return () => {
      setMap(null);
      created.remove();
    };
  }, [container, locale, styleUrl, ready]);

  return { map, offline };
}

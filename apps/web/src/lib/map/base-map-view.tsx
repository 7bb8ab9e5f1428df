import Skeleton from '@mui/material/Skeleton';
import type { ComponentProps, RefObject } from 'react';

interface BaseMapViewProps extends Omit<ComponentProps<'div'>, 'ref' | 'className' | 'style'> {
  /** The element given to useBaseMap. */
  container: RefObject<HTMLDivElement | null>;
  /** What useBaseMap returned: a skeleton covers the area until the map is there. */
  ready: boolean;
  offline: boolean;
}

/**
 * The element a base map draws in, filling its (positioned, sized) parent, with a skeleton until
 * the map's style is in. A plain div styled inline: MapLibre adds its own classes to its container,
 * so React must not own that element's class. `data-offline` tells whether the shipped outline is
 * what the user sees.
 */
export function BaseMapView({ container, ready, offline, ...attributes }: BaseMapViewProps) {
  return (
    <>
      <div
        ref={container}
        data-offline={offline ? 'true' : 'false'}
        // Sized, not positioned: MapLibre's stylesheet makes its container position: relative.
        style={{ width: '100%', height: '100%' }}
        {...attributes}
      />
      {ready ? null : (
        <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      )}
    </>
  );
}

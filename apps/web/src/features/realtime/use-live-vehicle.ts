import type { LiveFeature } from '@navgan/domain/live-feature';
import { useEffect, useState } from 'react';
import type { LiveSnapshot } from './live-digest';
import { liveVehicle } from './live-worker-client';

/**
 * One vehicle's full feature from the live worker, asked again with every new answer (the popup
 * and the followed vehicle show fresh fields); null when none is asked for or it is gone.
 */
export function useLiveVehicle(snapshot: LiveSnapshot | undefined, id: number | null): LiveFeature | null {
  const [vehicle, setVehicle] = useState<LiveFeature | null>(null);
  useEffect(() => {
    if (id === null || !snapshot) {
      setVehicle(null);
      return;
    }
    let current = true;
    liveVehicle(id).then(
      (found) => current && setVehicle(found),
      () => current && setVehicle(null),
    );
    return () => {
      current = false;
    };
  }, [snapshot, id]);
  return vehicle;
}

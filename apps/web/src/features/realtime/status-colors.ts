import type { TrafficStatus } from '@navgan/domain/traffic-status';

/** The legend of spec section 2. */
export const statusColors: Record<TrafficStatus, string> = {
  moving: '#2e9e44',
  stopped: '#8a8f98',
  offline: '#f08c00',
  idle: '#8b1a1a',
};

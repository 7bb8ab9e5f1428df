import type { TrafficStatus } from '@navgan/domain/traffic-status';

/** The status filter of the filter bar: the four statuses plus 'online' (every updated one). */
export const statusChoices = ['online', 'moving', 'idle', 'stopped', 'offline'] as const;
export type StatusChoice = (typeof statusChoices)[number];

/** The `traffic_status__in` values a status selection asks for ('online' is all but offline). */
export function trafficStatusesOf(choices: readonly StatusChoice[]): TrafficStatus[] {
  const statuses = new Set<TrafficStatus>();
  for (const choice of choices) {
    if (choice === 'online') for (const s of ['moving', 'idle', 'stopped'] as const) statuses.add(s);
    else statuses.add(choice);
  }
  return [...statuses];
}

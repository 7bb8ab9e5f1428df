import {
  type Geofence,
  type GeofenceShape,
  geofenceInput,
  shapeBBox,
  type TimeRuleMode,
  type TimeWindow,
} from '@navgan/domain/resources/geofence';
import { asc, eq, ilike } from 'drizzle-orm';
import { geofences } from '../../db/fence-schema';
import { tags } from '../../db/fleet-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

export const presentGeofence = (row: typeof geofences.$inferSelect): Geofence => ({
  id: row.id,
  title: row.title,
  color: row.color,
  shape: row.shape as GeofenceShape,
  max_speed: row.max_speed,
  time_rule_mode: row.time_rule_mode as TimeRuleMode | null,
  time_windows: row.time_windows as TimeWindow[],
  forbidden: row.forbidden,
  company_vehicles: row.company_vehicle_ids,
  company_vehicle_tags: row.tag_ids,
  created: row.created_at.toISOString(),
});

export const geofenceResource: ResourceDefinition<
  typeof geofences,
  typeof geofenceInput,
  Geofence,
  'geofences'
> = {
  name: 'geofences',
  table: geofences,
  input: geofenceInput,
  labels: 'geofences',
  toRow(v) {
    const box = shapeBBox(v.shape);
    return {
      title: v.title,
      color: v.color.toLowerCase(),
      shape: v.shape,
      min_lng: box.minLng,
      min_lat: box.minLat,
      max_lng: box.maxLng,
      max_lat: box.maxLat,
      max_speed: v.max_speed,
      time_rule_mode: v.time_rule_mode,
      time_windows: v.time_rule_mode ? v.time_windows : [],
      forbidden: v.forbidden,
      company_vehicle_ids: [...new Set(v.company_vehicles)],
      tag_ids: [...new Set(v.company_vehicle_tags)],
    };
  },
  present: async (rows) => rows.map(presentGeofence),
  references: [
    { field: 'company_vehicles', table: companyVehicles },
    { field: 'company_vehicle_tags', table: tags },
  ],
  search: (term) => ilike(geofences.title, containsPattern(term)),
  filters: {
    forbidden: (forbidden) => eq(geofences.forbidden, forbidden),
  },
  orderBy: [asc(geofences.title), asc(geofences.id)],
  committed: (companyId, ctx) => ctx.definitionChanges.fences.emit(companyId),
  summary: (row) => ({ id: row.id, title: row.title, color: row.color }),
};

import { type Geofence, geofenceInput } from '@navgan/domain/resources/geofence';
import { defineResource } from '../lib/define-resource';

/**
 * Geofences (spec: geofence/list, add, edit/{id}, view/{id}). The list is the generic one; the
 * add/edit/view screen is the map editor of features/geofences (a shape is not a text field).
 */
export const geofences = defineResource<Geofence, typeof geofenceInput>({
  name: 'geofences',
  schema: geofenceInput,
  labels: 'geofences',
  recordName: (fence) => fence.title,
  list: {
    columns: [
      { field: 'title', kind: 'text' },
      {
        field: 'shape',
        kind: 'computed',
        text: (fence, _locale, t) =>
          t(fence.shape.type === 'Circle' ? 'geofences.shapeCircle' : 'geofences.shapePolygon'),
      },
      { field: 'max_speed', kind: 'number' },
      { field: 'forbidden', kind: 'flag' },
      { field: 'created', kind: 'moment', label: 'geofences.created' },
    ],
    search: 'geofences.searchPlaceholder',
    empty: { title: 'geofences.emptyTitle', body: 'geofences.emptyBody' },
  },
  form: [],
});

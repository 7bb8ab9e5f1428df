import { isoDayIn } from '@navgan/domain/calendar-day';
import {
  nextServiceDue,
  type Service,
  type ServiceType,
  serviceDueState,
  type serviceDueStates,
  serviceInput,
} from '@navgan/domain/resources/service';
import { and, desc, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { vehicleServices } from '../../db/service-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import { vehicleRefs } from '../../resources/record-refs';
import type { ResourceDefinition } from '../../resources/resource-definition';

const t = vehicleServices;

/** Days from today (Iran) to the due date, in SQL, for the `due` filter. */
const daysLeft = (today: string) => sql`(${t.due_date} - ${today}::date)`;
const dueCondition: Record<(typeof serviceDueStates)[number], (today: string) => SQL> = {
  overdue: (today) => sql`${daysLeft(today)} < 0`,
  soon: (today) => sql`${daysLeft(today)} between 0 and coalesce(${t.notify_days_before}, 0)`,
  ok: (today) => sql`${daysLeft(today)} > coalesce(${t.notify_days_before}, 0)`,
};

export const serviceResource: ResourceDefinition<
  typeof vehicleServices,
  typeof serviceInput,
  Service,
  'services'
> = {
  name: 'services',
  table: vehicleServices,
  scope: { through: vehicleServices.company_vehicle_id },
  input: serviceInput,
  labels: 'services',
  toRow: (values) => {
    const due = nextServiceDue(values);
    return {
      company_vehicle_id: values.company_vehicle,
      service_type: values.service_type,
      price: values.price,
      date: values.date,
      next_date: values.next_date,
      due_date: due.next_date,
      distance: values.distance,
      next_distance: values.next_distance,
      due_distance: due.next_distance,
      day_interval: values.day_interval,
      meter_interval: values.meter_interval,
      notify_days_before: values.notify_days_before,
      notify_km_before: values.notify_km_before,
      description: values.description,
    };
  },
  async present(rows, { db, tenant }) {
    const vehicles = await vehicleRefs(
      db,
      tenant,
      rows.map((row) => row.company_vehicle_id),
    );
    const today = isoDayIn(new Date());
    return rows.map((row) => ({
      id: row.id,
      company_vehicle: vehicles.get(row.company_vehicle_id) ?? {
        id: row.company_vehicle_id,
        name: '',
        license_plate: '',
      },
      service_type: row.service_type as ServiceType,
      price: row.price,
      date: row.date,
      next_date: row.due_date,
      next_date_computed: row.next_date === null && row.due_date !== null,
      distance: row.distance,
      next_distance: row.due_distance,
      next_distance_computed: row.next_distance === null && row.due_distance !== null,
      day_interval: row.day_interval,
      meter_interval: row.meter_interval,
      notify_days_before: row.notify_days_before,
      notify_km_before: row.notify_km_before,
      description: row.description,
      ...serviceDueState(row.due_date, today, row.notify_days_before),
      created: row.created_at.toISOString(),
    }));
  },
  references: [{ field: 'company_vehicle', table: companyVehicles }],
  filters: {
    company_vehicle__id__in: (ids) => inArray(t.company_vehicle_id, ids),
    service_type: (types) => inArray(t.service_type, types),
    window: ({ from, to }) => and(from ? gte(t.date, from) : undefined, to ? lte(t.date, to) : undefined),
    due: (states) => {
      const today = isoDayIn(new Date());
      return or(...states.map((state) => dueCondition[state](today)));
    },
  },
  orderBy: [desc(t.date), desc(t.id)],
};

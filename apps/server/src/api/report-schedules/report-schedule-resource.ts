import {
  type ReportSchedule,
  type ReportScheduleRun,
  reportScheduleInput,
} from '@navgan/domain/resources/report-schedule';
import { asc, desc, ilike, inArray } from 'drizzle-orm';
import { geofences } from '../../db/fence-schema';
import { tags } from '../../db/fleet-schema';
import { reportScheduleRuns, reportSchedules } from '../../db/report-schedule-schema';
import { users } from '../../db/schema';
import { inCompany } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { planSchedules } from '../../reports/scheduled-reports';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

type RunRow = typeof reportScheduleRuns.$inferSelect;

/** A history row as the API answers it. */
export const presentRun = (row: RunRow): ReportScheduleRun => ({
  id: row.id,
  due_at: row.due_at.toISOString(),
  attempted_at: row.attempted_at?.toISOString() ?? null,
  period_from: row.period_from,
  period_to: row.period_to,
  manual: row.manual,
  recipients: row.recipients,
  status: row.status,
  attempts: row.attempts,
  error: row.error,
  size: row.size,
});

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Scheduled reports (docs/report-schedules.md). Saving one makes the caller its owner (the
 * schedule runs with the access of whoever saved it last, so nobody borrows a wider access by
 * editing another's schedule) and leaves `next_run_at` for the job to plan from its clock.
 */
export const reportScheduleResource: ResourceDefinition<
  typeof reportSchedules,
  typeof reportScheduleInput,
  ReportSchedule,
  'reportSchedules'
> = {
  name: 'reportSchedules',
  table: reportSchedules,
  input: reportScheduleInput,
  labels: 'report_schedules',
  toRow: (v, { tenant }) => ({
    title: v.title,
    report: v.report,
    frequency: v.frequency,
    hour: v.hour,
    language: v.language,
    company_vehicle_ids: unique(v.company_vehicles),
    tag_ids: unique(v.company_vehicle_tags),
    geofence_id: v.report === 'geofence-rules' ? v.geofence : null,
    user_ids: unique(v.users),
    emails: [...new Set(v.emails.map((e) => e.toLowerCase()))],
    active: v.active,
    owner_id: tenant.userId,
    next_run_at: null,
    updated_at: new Date(),
  }),
  async present(rows, { db, tenant }) {
    const ownerIds = unique(rows.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id])));
    const scheduleIds = rows.map((r) => r.id);
    const [owners, lastRuns] = await Promise.all([
      ownerIds.length === 0
        ? []
        : db
            .select({
              id: users.id,
              username: users.username,
              first_name: users.first_name,
              last_name: users.last_name,
            })
            .from(users)
            .where(inCompany(users, tenant, inArray(users.id, ownerIds))),
      scheduleIds.length === 0
        ? []
        : db
            .selectDistinctOn([reportScheduleRuns.schedule_id])
            .from(reportScheduleRuns)
            .where(
              inCompany(reportScheduleRuns, tenant, inArray(reportScheduleRuns.schedule_id, scheduleIds)),
            )
            .orderBy(reportScheduleRuns.schedule_id, desc(reportScheduleRuns.id)),
    ]);
    const ownerOf = new Map(owners.map((o) => [o.id, o]));
    const lastOf = new Map(lastRuns.map((r) => [r.schedule_id, r]));
    return rows.map((row) => {
      const last = lastOf.get(row.id);
      return {
        id: row.id,
        title: row.title,
        report: row.report,
        frequency: row.frequency,
        hour: row.hour,
        language: row.language,
        company_vehicles: row.company_vehicle_ids,
        company_vehicle_tags: row.tag_ids,
        geofence: row.geofence_id,
        users: row.user_ids,
        emails: row.emails,
        active: row.active,
        owner: (row.owner_id !== null && ownerOf.get(row.owner_id)) || null,
        next_run_at: row.next_run_at?.toISOString() ?? null,
        last_run: last ? presentRun(last) : null,
        created: row.created_at.toISOString(),
      };
    });
  },
  references: [
    { field: 'company_vehicles', table: companyVehicles },
    { field: 'company_vehicle_tags', table: tags },
    { field: 'geofence', table: geofences },
    { field: 'users', table: users },
  ],
  search: (term) => ilike(reportSchedules.title, containsPattern(term)),
  orderBy: [asc(reportSchedules.title), asc(reportSchedules.id)],
  // Plans a saved schedule at once so its answer's next send shows soon; the job would plan it within a minute.
  committed: (_companyId, ctx) => {
    planSchedules(ctx.database.db, ctx.clock.now()).catch(() => undefined);
  },
};

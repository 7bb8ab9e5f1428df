import { addDays, startOfDayIn } from '@navgan/domain/calendar-day';
import {
  type Leave,
  type LeaveKind,
  type LeaveSpan,
  type LeaveValues,
  leaveDuration,
  leaveInput,
  leaveSpanProblem,
  leaveSpanText,
} from '@navgan/domain/resources/leave';
import { nonFieldErrors } from '@navgan/domain/validation-issues';
import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, sql } from 'drizzle-orm';
import { drivers } from '../../db/fleet-schema';
import { driverLeaves } from '../../db/leave-schema';
import { inCompany } from '../../db/tenant-scope';
import { comparisonError, fieldError } from '../../resources/field-error';
import { driverRefs } from '../../resources/record-refs';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

type Row = typeof driverLeaves.$inferSelect;

/** The instants a leave covers, half-open: a daily leave from Iran's midnight to the one after its last day. */
function coveredSpan(values: LeaveSpan): { startsAt: Date; endsAt: Date } {
  if (values.kind === 'daily') {
    return { startsAt: startOfDayIn(values.start), endsAt: startOfDayIn(addDays(values.end, 1)) };
  }
  return { startsAt: new Date(values.start), endsAt: new Date(values.end) };
}

function spanOf(row: Row): LeaveSpan {
  const kind = row.kind as LeaveKind;
  return kind === 'daily' && row.start_day && row.end_day
    ? { kind, start: row.start_day, end: row.end_day }
    : { kind, start: row.starts_at.toISOString(), end: row.ends_at.toISOString() };
}

function spanErrors(values: LeaveValues) {
  const problem = leaveSpanProblem(values);
  if (problem === 'notOneDay') return fieldError('end', 'leaveNotOneDay');
  if (problem === 'endBeforeStart') {
    return comparisonError('leaves', 'end', values.kind === 'daily' ? 'notBefore' : 'mustBeAfter', 'start');
  }
  return undefined;
}

export const leaveResource: ResourceDefinition<typeof driverLeaves, typeof leaveInput, Leave, 'leaves'> = {
  name: 'leaves',
  table: driverLeaves,
  scope: { through: driverLeaves.driver_id },
  input: leaveInput,
  labels: 'leaves',
  toRow: (values) => {
    const { startsAt, endsAt } = coveredSpan(values);
    const daily = values.kind === 'daily';
    return {
      driver_id: values.driver,
      kind: values.kind,
      start_day: daily ? values.start : null,
      end_day: daily ? values.end : null,
      starts_at: startsAt,
      ends_at: endsAt,
      description: values.description,
      approved: values.approved,
    };
  },
  async present(rows, { db, tenant }) {
    const names = await driverRefs(
      db,
      tenant,
      rows.map((row) => row.driver_id),
    );
    return rows.map((row) => {
      const span = spanOf(row);
      return {
        id: row.id,
        driver: names.get(row.driver_id) ?? { id: row.driver_id, first_name: '', last_name: '' },
        ...span,
        duration: leaveDuration(span),
        description: row.description,
        approved: row.approved,
        created: row.created_at.toISOString(),
      };
    });
  },
  references: [{ field: 'driver', table: drivers }],
  async check(values, { db, tenant, id }) {
    const wrongSpan = spanErrors(values);
    if (wrongSpan) return wrongSpan;
    // Leaves of one driver are written one at a time, so two clashing ones cannot both pass.
    await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(inCompany(drivers, tenant, eq(drivers.id, values.driver)))
      .for('update');
    const { startsAt, endsAt } = coveredSpan(values);
    const [clash] = await db
      .select()
      .from(driverLeaves)
      .where(
        inCompany(
          driverLeaves,
          tenant,
          eq(driverLeaves.driver_id, values.driver),
          lt(driverLeaves.starts_at, endsAt),
          gt(driverLeaves.ends_at, startsAt),
          id === undefined ? undefined : ne(driverLeaves.id, id),
        ),
      )
      .orderBy(asc(driverLeaves.starts_at))
      .limit(1);
    if (!clash) return undefined;
    const span = spanOf(clash);
    return fieldError(nonFieldErrors, 'leaveOverlap', (locale) => ({ span: leaveSpanText(span, locale) }));
  },
  // By driver name: the list query is already scoped to the company, and so are driver ids.
  search: (term) =>
    sql`${driverLeaves.driver_id} in (select ${drivers.id} from ${drivers} where ${ilike(drivers.search_text, containsPattern(term))})`,
  filters: {
    driver__id__in: (ids) => inArray(driverLeaves.driver_id, ids),
    kind: (kinds) => inArray(driverLeaves.kind, kinds),
    window: ({ from, until }) =>
      and(
        from ? gt(driverLeaves.ends_at, from) : undefined,
        until ? lt(driverLeaves.starts_at, until) : undefined,
      ),
  },
  orderBy: [desc(driverLeaves.starts_at), desc(driverLeaves.id)],
};

import { isoDayIn } from '@navgan/domain/calendar-day';
import { toPersianDigits } from '@navgan/domain/digits';
import { formatJalali } from '@navgan/domain/jalali';
import { isLocale, type Locale } from '@navgan/domain/locales';
import { type Messages, textIn } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import {
  nextRunAfter,
  previousPeriod,
  type SchedulableReport,
  type SchedulePeriod,
  scheduledReportLabel,
} from '@navgan/domain/report-schedule';
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadCallerAccess } from '../access/caller-access';
import { notificationPreferences } from '../db/channel-schema';
import type { Db } from '../db/database';
import { reportScheduleRuns, reportSchedules } from '../db/report-schedule-schema';
import { users } from '../db/schema';
import type { Tenant } from '../db/tenant-scope';
import { xlsxMediaType } from '../http/workbook';
import { mailSenderOf } from '../notifications/channels/mail-sender';
import { planEvaluationWorkbook } from './plan-evaluations';
import { resolveReportQuery } from './report-query';
import { buildReportWorkbook } from './report-workbooks';

type Schedule = typeof reportSchedules.$inferSelect;
type Run = typeof reportScheduleRuns.$inferSelect;

/** Attempts of one run before it is recorded as failed, and the waits between them. */
export const maxRunAttempts = 4;
const retryWaitsMs = [5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** How long a claimed attempt is another process's to finish before it is taken up again. */
const attemptLeaseMs = 15 * 60_000;
/** Runs tried per pass of the job: a backlog is worked through minute by minute, not at once. */
const attemptsPerPass = 20;

/** Failures said by a code the screen words in the reader's language; anything else is the error's own text. */
export type RunFailure = 'no_mail_settings' | 'no_recipients' | 'owner_inactive' | 'owner_without_reports';

class RunFailed extends Error {
  constructor(
    readonly code: RunFailure,
    /** Retrying cannot help (nobody to send to, the owner gone). */
    readonly final: boolean,
  ) {
    super(code);
  }
}

export interface ScheduleRunDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

/** Gives every saved schedule (`next_run_at` null) its next run from `now`. */
export async function planSchedules(db: Db, now: Date): Promise<void> {
  const unplanned = await db
    .select({ id: reportSchedules.id, frequency: reportSchedules.frequency, hour: reportSchedules.hour })
    .from(reportSchedules)
    .where(isNull(reportSchedules.next_run_at));
  for (const s of unplanned)
    await db
      .update(reportSchedules)
      .set({ next_run_at: nextRunAfter(s.frequency, s.hour, now) })
      .where(and(eq(reportSchedules.id, s.id), isNull(reportSchedules.next_run_at)));
}

/**
 * Claims each due schedule's run: the conditional update of `next_run_at` succeeds in one process
 * only, and in the same transaction the run is written, so a claimed run is never lost. Schedules
 * of an inactive owner are not due. A run covers the period that ended before its due day.
 */
export async function claimDueRuns(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ schedule: reportSchedules })
    .from(reportSchedules)
    .innerJoin(users, eq(users.id, reportSchedules.owner_id))
    .where(
      and(
        eq(reportSchedules.active, true),
        lte(reportSchedules.next_run_at, now),
        eq(users.is_active, true),
        eq(users.company_id, reportSchedules.company_id),
      ),
    );
  let claimed = 0;
  for (const { schedule } of due) {
    const dueAt = schedule.next_run_at as Date;
    const won = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(reportSchedules)
        .set({ next_run_at: nextRunAfter(schedule.frequency, schedule.hour, now) })
        .where(and(eq(reportSchedules.id, schedule.id), eq(reportSchedules.next_run_at, dueAt)))
        .returning({ id: reportSchedules.id });
      if (!moved) return false;
      await tx
        .insert(reportScheduleRuns)
        .values(runOf(schedule, dueAt, previousPeriod(schedule.frequency, isoDayIn(dueAt)), now, false));
      return true;
    });
    if (won) claimed += 1;
  }
  return claimed;
}

const runOf = (schedule: Schedule, dueAt: Date, period: SchedulePeriod, now: Date, manual: boolean) => ({
  company_id: schedule.company_id,
  schedule_id: schedule.id,
  due_at: dueAt,
  period_from: period.from,
  period_to: period.to,
  manual,
  status: 'pending' as const,
  next_attempt_at: now,
});

/** "Send now": a run of the last complete period, written to be attempted at once. */
export async function queueManualRun(db: Db, schedule: Schedule, now: Date): Promise<Run> {
  const [run] = await db
    .insert(reportScheduleRuns)
    .values(runOf(schedule, now, previousPeriod(schedule.frequency, isoDayIn(now)), now, true))
    .returning();
  return run as Run;
}

/** Tries the runs whose attempt is due, each claimed first so no two processes try the same one. */
export async function attemptWaitingRuns(deps: ScheduleRunDeps, now: Date): Promise<void> {
  const waiting = await deps.db
    .select({ id: reportScheduleRuns.id })
    .from(reportScheduleRuns)
    .where(lte(reportScheduleRuns.next_attempt_at, now))
    .orderBy(asc(reportScheduleRuns.next_attempt_at), asc(reportScheduleRuns.id))
    .limit(attemptsPerPass);
  for (const { id } of waiting) await attemptRun(deps, id, now);
}

/**
 * One attempt of a run, if this process wins its claim (the lease moves `next_attempt_at` on):
 * build the workbook with the owner's access, mail it, and record how it went. A failure waits
 * and is tried again, up to `maxRunAttempts`; then it stays recorded as failed.
 */
export async function attemptRun(deps: ScheduleRunDeps, runId: number, now: Date): Promise<Run | null> {
  const { db, log } = deps;
  const [run] = await db
    .update(reportScheduleRuns)
    .set({
      next_attempt_at: new Date(now.getTime() + attemptLeaseMs),
      attempts: sql`${reportScheduleRuns.attempts} + 1`,
      attempted_at: now,
    })
    .where(and(eq(reportScheduleRuns.id, runId), lte(reportScheduleRuns.next_attempt_at, now)))
    .returning();
  if (!run) return null;
  try {
    const sent = await sendRun(db, run);
    const [settled] = await db
      .update(reportScheduleRuns)
      .set({ status: 'sent', next_attempt_at: null, error: '', ...sent })
      .where(eq(reportScheduleRuns.id, run.id))
      .returning();
    return settled ?? null;
  } catch (error) {
    const final = (error instanceof RunFailed && error.final) || run.attempts >= maxRunAttempts;
    const text = error instanceof Error ? error.message : String(error);
    log.warn(
      { run: run.id, schedule: run.schedule_id, attempt: run.attempts, final, error: text },
      'scheduled report not sent',
    );
    const [settled] = await db
      .update(reportScheduleRuns)
      .set({
        status: final ? 'failed' : 'retrying',
        next_attempt_at: final
          ? null
          : new Date(now.getTime() + (retryWaitsMs[run.attempts - 1] ?? (retryWaitsMs.at(-1) as number))),
        error: text.slice(0, 500),
      })
      .where(eq(reportScheduleRuns.id, run.id))
      .returning();
    return settled ?? null;
  }
}

/** Builds and mails one run; throws when it could not be sent. */
async function sendRun(db: Db, run: Run): Promise<{ recipients: string[]; size: number }> {
  const [schedule] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, run.schedule_id), eq(reportSchedules.company_id, run.company_id)));
  if (!schedule) throw new RunFailed('owner_inactive', true);
  const owner = await ownerOf(db, schedule);
  if (!owner) throw new RunFailed('owner_inactive', true);
  const recipients = await recipientsOf(db, schedule);
  if (recipients.length === 0) throw new RunFailed('no_recipients', true);
  const mailer = await mailSenderOf(db, schedule.company_id);
  if (!mailer) throw new RunFailed('no_mail_settings', false);

  const { access, organizations } = await loadCallerAccess(db, owner);
  // Sent with the owner's access: one who may no longer read reports sends none.
  if (!access.permissions.reports?.includes('view')) throw new RunFailed('owner_without_reports', true);
  const tenant: Tenant = { companyId: schedule.company_id, userId: owner.id, organizations };
  const period = { from: run.period_from, to: run.period_to };
  const query = await resolveReportQuery(db, tenant, {
    vehicles: schedule.company_vehicle_ids,
    tags: schedule.tag_ids,
    ...period,
  });
  // One workbook and one mail per language among the recipients.
  let size = 0;
  for (const [locale, to] of byLanguage(recipients)) {
    const context = {
      db,
      tenant,
      query,
      locale,
      ...(schedule.geofence_id !== null ? { fenceIds: [schedule.geofence_id] } : {}),
    };
    const { file, body } =
      schedule.report === 'plans-evaluation'
        ? await planEvaluationWorkbook(context)
        : await buildReportWorkbook(schedule.report, context);
    await mailer.send({
      to,
      ...mailText(schedule, period, locale),
      attachments: [{ filename: file, content: body, contentType: xlsxMediaType }],
    });
    size = Math.max(size, body.length);
  }
  return { recipients: recipients.map((r) => r.address), size };
}

function byLanguage(recipients: Recipient[]): Map<Locale, string[]> {
  const groups = new Map<Locale, string[]>();
  for (const { address, locale } of recipients) groups.set(locale, [...(groups.get(locale) ?? []), address]);
  return groups;
}

/** The owner, while active in the schedule's company. */
async function ownerOf(db: Db, schedule: Schedule) {
  if (schedule.owner_id === null) return null;
  const [owner] = await db
    .select({ id: users.id, company_id: users.company_id, is_superuser: users.is_superuser })
    .from(users)
    .where(
      and(
        eq(users.id, schedule.owner_id),
        eq(users.company_id, schedule.company_id),
        eq(users.is_active, true),
      ),
    );
  return owner ?? null;
}

interface Recipient {
  address: string;
  locale: Locale;
}

/**
 * The chosen users (active users of the company with an address), each in the language of their
 * notification settings, and the typed addresses, in the schedule's language. An address given
 * both ways is mailed once, as the user.
 */
async function recipientsOf(db: Db, schedule: Schedule): Promise<Recipient[]> {
  const people =
    schedule.user_ids.length === 0
      ? []
      : await db
          .select({ email: users.email, language: notificationPreferences.language })
          .from(users)
          .leftJoin(notificationPreferences, eq(notificationPreferences.user_id, users.id))
          .where(
            and(
              inArray(users.id, schedule.user_ids),
              eq(users.company_id, schedule.company_id),
              eq(users.is_active, true),
              ne(users.email, ''),
            ),
          );
  const recipients = new Map<string, Locale>();
  for (const p of people)
    recipients.set(p.email.toLowerCase(), isLocale(p.language) ? p.language : schedule.language);
  for (const address of schedule.emails)
    if (!recipients.has(address)) recipients.set(address, schedule.language);
  return [...recipients].map(([address, locale]) => ({ address, locale }));
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** An Iran day as the reader writes it: Jalali in Persian digits in fa, ISO otherwise. */
const dayText = (day: string, locale: Locale) => (locale === 'fa' ? toPersianDigits(formatJalali(day)) : day);

export function periodText({ from, to }: SchedulePeriod, locale: Locale): string {
  const texts = catalogueOf(locale).messages.reportSchedules;
  return from === to
    ? dayText(from, locale)
    : fill(texts.periodRange, { from: dayText(from, locale), to: dayText(to, locale) });
}

/** A scheduled report's name in a catalogue (its workbook's sheet name). */
function reportName(report: SchedulableReport, messages: Messages): string {
  const path = scheduledReportLabel(report).split('.');
  const last = path.pop() as string;
  const section = path.reduce<object>((at, key) => (at as Record<string, object>)[key] ?? {}, messages);
  return textIn(section, last) ?? report;
}

function mailText(schedule: Schedule, period: SchedulePeriod, locale: Locale) {
  const { messages } = catalogueOf(locale);
  const values = {
    title: schedule.title,
    report: reportName(schedule.report, messages),
    period: periodText(period, locale),
  };
  const mail = messages.reportSchedules.mail;
  return {
    subject: fill(mail.subject, values),
    text: `${fill(mail.body, values)}\n\n${mail.footer}\n`,
  };
}

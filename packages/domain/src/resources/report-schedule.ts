import { z } from 'zod';
import { locales } from '../locales';
import {
  fenceScheduledReports,
  type SchedulableReport,
  type ScheduleFrequency,
  schedulableReports,
  scheduleFrequencies,
} from '../report-schedule';
import { flag } from './extra-fields';
import { optionalRef, rangedNumber, readNumber, refList, requiredChoice, requiredText } from './fields';

/** How many addresses one schedule may mail besides its users. */
export const maxScheduleEmails = 20;

const isEmail = (text: string) => text.length <= 254 && z.email().safeParse(text).success;

/** Addresses typed one per line or separated by commas (a form's text), or a JSON list. */
const emailList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[\s,،;]+/)
          .map((part) => part.trim())
          .filter(Boolean)
      : (v ?? []),
  // One message for the list, not one per address.
  z
    .array(z.string(), { error: 'invalid' })
    .max(maxScheduleEmails, { error: 'invalid' })
    .refine((list) => list.every(isEmail), { error: 'invalid' }),
);

/**
 * A scheduled report: which report, how often and at which Iran hour, for which vehicles or tags
 * (none of either: the whole fleet its owner sees), to which users and addresses, in which language.
 */
export const reportScheduleInput = z
  .object({
    title: requiredText(100),
    report: requiredChoice(schedulableReports),
    frequency: requiredChoice(scheduleFrequencies),
    hour: z.preprocess(
      (v) => (v === '' || v == null ? undefined : readNumber(v)),
      rangedNumber(0, 23).int({ error: 'invalid' }),
    ),
    language: requiredChoice(locales),
    company_vehicles: refList(),
    company_vehicle_tags: refList(),
    geofence: optionalRef(),
    users: refList(),
    emails: emailList,
    active: z.preprocess((v) => v ?? true, flag(true)),
  })
  .refine((v) => !fenceScheduledReports.includes(v.report) || v.geofence !== null, {
    path: ['geofence'],
    message: 'choiceRequired',
    when: () => true,
  })
  .refine(
    (v) => (Array.isArray(v.users) && v.users.length > 0) || (Array.isArray(v.emails) && v.emails.length > 0),
    {
      path: ['users'],
      message: 'recipientRequired',
      when: () => true,
    },
  );
export type ReportScheduleInput = z.input<typeof reportScheduleInput>;
export type ReportScheduleValues = z.output<typeof reportScheduleInput>;

export interface ReportSchedule {
  id: number;
  title: string;
  report: SchedulableReport;
  frequency: ScheduleFrequency;
  hour: number;
  language: (typeof locales)[number];
  company_vehicles: number[];
  company_vehicle_tags: number[];
  geofence: number | null;
  users: number[];
  emails: string[];
  active: boolean;
  /** The user whose access the schedule runs with: who saved it last. */
  owner: { id: number; username: string; first_name: string; last_name: string } | null;
  /** Null until the job has planned it (just after a save). */
  next_run_at: string | null;
  last_run: ReportScheduleRun | null;
  created: string;
}

/** What became of one send of a schedule. */
export const scheduleRunStatuses = ['pending', 'sent', 'retrying', 'failed'] as const;
export type ScheduleRunStatus = (typeof scheduleRunStatuses)[number];

/** One send of a scheduled report (its history row). */
export interface ReportScheduleRun {
  id: number;
  /** When it was due (a scheduled run) or asked for ("send now"). */
  due_at: string;
  /** When it was last tried. */
  attempted_at: string | null;
  /** The Iran days it covered, both included. */
  period_from: string;
  period_to: string;
  manual: boolean;
  recipients: string[];
  status: ScheduleRunStatus;
  attempts: number;
  error: string;
  /** The workbook's size in bytes (the largest, when languages differ). */
  size: number | null;
}

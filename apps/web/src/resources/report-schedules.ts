import { type Locale, locales } from '@navgan/domain/locales';
import {
  schedulableReports,
  scheduledReportLabel,
  scheduleFrequencies,
} from '@navgan/domain/report-schedule';
import { type ReportSchedule, reportScheduleInput } from '@navgan/domain/resources/report-schedule';
import { lazy } from 'react';
import { defineResource, enumOptions, type LookupSource } from '../lib/define-resource';
import { formatNumber } from '../lib/format/number';
import type { MessageKey } from '../lib/i18n/message-key';
import { formFields, recordToFormValues } from '../lib/resource/form-values';

const reportOptions = enumOptions(schedulableReports, scheduledReportLabel);
const frequencyOptions = enumOptions(scheduleFrequencies, (v) => `reportSchedules.frequency.${v}`);
const languageOptions = enumOptions(locales, (v) => `language.${v}`);
const vehicleSource: LookupSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' };
const tagSource: LookupSource = { path: 'vehicles/companies/tags/summaries/' };
const userSource: LookupSource = { path: 'users/summaries/', rows: 'person' };
const geofenceSource: LookupSource = { path: 'geofences/summaries/' };

/** "Every Saturday at ۰۸:۰۰": a schedule's frequency and hour in words. */
export function whenText(
  schedule: Pick<ReportSchedule, 'frequency' | 'hour'>,
  locale: Locale,
  t: (key: MessageKey) => string,
): string {
  const two = (n: number) => formatNumber(n, locale, { minimumIntegerDigits: 2, useGrouping: false });
  return t(`reportSchedules.when.${schedule.frequency}`).replace('{time}', `${two(schedule.hour)}:${two(0)}`);
}

/** Scheduled reports (docs/report-schedules.md): the form, and below the view the history and "send now". */
export const reportSchedules = defineResource<ReportSchedule, typeof reportScheduleInput>({
  name: 'reportSchedules',
  schema: reportScheduleInput,
  labels: 'report_schedules',
  recordName: (schedule) => schedule.title,
  list: {
    columns: [
      { field: 'title', kind: 'text' },
      { field: 'report', kind: 'enum', options: reportOptions },
      {
        field: 'frequency',
        kind: 'computed',
        text: (schedule, locale, t) => whenText(schedule, locale, t),
      },
      { field: 'next_run_at', kind: 'moment' },
      {
        field: 'last_run',
        kind: 'computed',
        label: 'reportSchedules.statusLabel',
        text: (schedule, _locale, t) =>
          t(
            schedule.last_run
              ? `reportSchedules.status.${schedule.last_run.status}`
              : 'reportSchedules.historyEmpty',
          ),
      },
      { field: 'active', kind: 'flag' },
    ],
    search: 'resources.reportSchedules.searchPlaceholder',
    empty: { title: 'resources.reportSchedules.emptyTitle', body: 'resources.reportSchedules.emptyBody' },
  },
  form: [
    {
      title: 'resources.reportSchedules.sectionReport',
      fields: [
        { name: 'title', kind: 'text', span: 6 },
        { name: 'report', kind: 'enum', options: reportOptions, span: 6 },
        {
          name: 'geofence',
          kind: 'lookup',
          source: geofenceSource,
          span: 6,
          helper: 'resources.reportSchedules.geofenceHelper',
        },
        {
          name: 'language',
          kind: 'enum',
          options: languageOptions,
          span: 6,
          helper: 'resources.reportSchedules.languageHelper',
        },
      ],
    },
    {
      title: 'resources.reportSchedules.sectionTiming',
      fields: [
        { name: 'frequency', kind: 'enum', options: frequencyOptions, span: 6 },
        { name: 'hour', kind: 'number', span: 6, helper: 'resources.reportSchedules.hourHelper' },
        { name: 'active', kind: 'switch' },
      ],
    },
    {
      title: 'resources.reportSchedules.sectionVehicles',
      fields: [
        {
          name: 'company_vehicles',
          kind: 'multiLookup',
          source: vehicleSource,
          span: 6,
          helper: 'resources.reportSchedules.vehiclesHelper',
        },
        { name: 'company_vehicle_tags', kind: 'multiLookup', source: tagSource, span: 6 },
      ],
    },
    {
      title: 'resources.reportSchedules.sectionRecipients',
      fields: [
        { name: 'users', kind: 'multiLookup', source: userSource, span: 6 },
        {
          name: 'emails',
          kind: 'textarea',
          rows: 3,
          span: 6,
          helper: 'resources.reportSchedules.emailsHelper',
        },
      ],
    },
  ],
  defaults: { frequency: 'daily', hour: '8', language: 'fa', active: 'true' },
  facts: {
    title: 'resources.reportSchedules.sectionFacts',
    columns: [
      { field: 'owner', kind: 'person' },
      { field: 'next_run_at', kind: 'moment' },
    ],
  },
  viewNotes: (schedule) =>
    schedule.company_vehicles.length === 0 && schedule.company_vehicle_tags.length === 0
      ? ['resources.reportSchedules.wholeFleetNote']
      : [],
  toForm: (schedule) => {
    const values = recordToFormValues(schedule, formFields(reportSchedules.form));
    values.emails = schedule.emails.join('\n');
    values.hour = String(schedule.hour);
    return values;
  },
  viewSections: lazy(() =>
    import('../features/report-schedules/schedule-history').then((m) => ({ default: m.ScheduleHistory })),
  ),
});

import { z } from 'zod';
import { readNumber, refList, requiredText } from './fields';
import { flag } from './vehicle';

/**
 * What a rule row measures. Position metrics are checked on every committed position; time
 * metrics (how long a state has lasted, days to a service) by the background job.
 */
export const ruleMetrics = [
  'speed',
  'temperature',
  'fuel_level',
  'fence_violation',
  'idle_duration',
  'stop_duration',
  'offline_duration',
  'service_due',
] as const;
export type RuleMetric = (typeof ruleMetrics)[number];

export const positionMetrics: readonly RuleMetric[] = [
  'speed',
  'temperature',
  'fuel_level',
  'fence_violation',
];
export const isPositionMetric = (metric: RuleMetric) => positionMetrics.includes(metric);

export const ruleOperators = ['>', '>=', '<', '<=', '='] as const;
export type RuleOperator = (typeof ruleOperators)[number];

export function compare(value: number, operator: RuleOperator, threshold: number): boolean {
  switch (operator) {
    case '>':
      return value > threshold;
    case '>=':
      return value >= threshold;
    case '<':
      return value < threshold;
    case '<=':
      return value <= threshold;
    case '=':
      return value === threshold;
  }
}

const number = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : readNumber(v));

/**
 * The thresholds a rule on each metric can meaningfully compare with: a speed below zero or a fuel
 * level above 100 % matches every position or none, and a "speed > −90" rule fires on every fix.
 */
export const ruleThresholdRanges: Record<RuleMetric, { min: number; max: number }> = {
  speed: { min: 0, max: 300 },
  temperature: { min: -60, max: 100 },
  fuel_level: { min: 0, max: 100 },
  fence_violation: { min: 0, max: 1000 },
  idle_duration: { min: 0, max: 7 * 24 * 60 },
  stop_duration: { min: 0, max: 30 * 24 * 60 },
  offline_duration: { min: 0, max: 30 * 24 * 60 },
  service_due: { min: -3650, max: 3650 },
};

/** One row: metric, operator, threshold and, for position metrics, how long it must hold (minutes). */
export const ruleCondition = z
  .object({
    metric: z.enum(ruleMetrics),
    operator: z.enum(ruleOperators),
    threshold: z.preprocess(number, z.number().min(-1_000_000).max(1_000_000)),
    duration: z.preprocess(
      (v) => (v === '' || v === undefined ? null : number(v)),
      z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 60)
        .nullable(),
    ),
  })
  .refine(
    (row) =>
      row.threshold >= ruleThresholdRanges[row.metric].min &&
      row.threshold <= ruleThresholdRanges[row.metric].max,
    { path: ['threshold'], message: 'invalid' },
  );
export type RuleCondition = z.output<typeof ruleCondition>;

export const ruleInput = z
  .object({
    title: requiredText(100),
    active: z.preprocess((v) => v ?? true, flag()),
    company_vehicles: refList(),
    company_vehicle_tags: refList(),
    // One message for the whole list, as the spec words it: at least one row, every row complete.
    conditions: z.array(z.unknown(), { error: 'rulesIncomplete' }).transform((rows, ctx) => {
      const parsed = rows.map((row) => ruleCondition.safeParse(row));
      if (parsed.length === 0 || parsed.some((p) => !p.success)) {
        ctx.addIssue({ code: 'custom', message: 'rulesIncomplete' });
        return z.NEVER;
      }
      return parsed.map((p) => p.data as RuleCondition);
    }),
  })
  .refine(
    (v) =>
      (Array.isArray(v.company_vehicles) && v.company_vehicles.length > 0) ||
      (Array.isArray(v.company_vehicle_tags) && v.company_vehicle_tags.length > 0),
    {
      path: ['company_vehicles'],
      message: 'vehicleOrTagRequired',
      // Said together with the other fields' errors, not only once they are fixed.
      when: () => true,
    },
  );
export type RuleInput = z.input<typeof ruleInput>;
export type RuleValues = z.output<typeof ruleInput>;

export interface Rule {
  id: number;
  title: string;
  active: boolean;
  company_vehicles: number[];
  company_vehicle_tags: number[];
  conditions: RuleCondition[];
  created: string;
}

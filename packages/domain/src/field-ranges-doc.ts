import { z } from 'zod';
import { maxRecordId } from './constants';
import { type DayRange, describeBound } from './field-ranges';
import { driverInput } from './resources/driver';
import { fineInput } from './resources/fine';
import { fuelTransactionInput } from './resources/fuel-transaction';
import { geofenceInput } from './resources/geofence';
import { insuranceInput, insuranceTransactionInput } from './resources/insurance';
import { planInput } from './resources/plan';
import { ruleThresholdRanges } from './resources/rule';
import { serviceInput } from './resources/service';
import { vehicleInput } from './resources/vehicle';
import { vehicleCostsInput } from './resources/vehicle-costs';
import { vehicleTechnicalsInput } from './resources/vehicle-technicals';

/**
 * docs/field-ranges.md, generated from the schemas themselves (number min/max checks, the day
 * ranges of field-ranges.ts), so the document cannot drift from what the API accepts. A domain
 * test fails when the file is stale; `npx tsx scripts/field-ranges-doc.ts` rewrites it.
 */
const forms: [string, z.ZodType][] = [
  ['Drivers', driverInput],
  ['Vehicles', vehicleInput],
  ['Vehicle costs', vehicleCostsInput],
  ['Vehicle technicals', vehicleTechnicalsInput],
  ['Services', serviceInput],
  ['Fines', fineInput],
  ['Insurances', insuranceInput],
  ['Insurance payments', insuranceTransactionInput],
  ['Fuel transactions', fuelTransactionInput],
  ['Geofences', geofenceInput],
  ['Plans', planInput],
];

type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** What a field accepts, in words, or undefined for a field with no number or day bounds. */
function rangeOf(schema: z.ZodType): string | undefined {
  const day = z.globalRegistry.get(schema as never) as { dayRange?: DayRange } | undefined;
  if (day?.dayRange)
    return `day, ${describeBound(day.dayRange.earliest)} … ${describeBound(day.dayRange.latest)}`;
  const def = defOf(schema);
  switch (def.type) {
    case 'number': {
      const bound = (check: string) =>
        def.checks?.find((c) => c._zod.def.check === check)?._zod.def.value as number | undefined;
      const min = bound('greater_than');
      const max = bound('less_than');
      const whole = def.checks?.some((c) => c._zod.def.check === 'number_format') ? 'whole number' : 'number';
      // References to other records are picked, not typed: not a range a person meets.
      if (max === maxRecordId) return undefined;
      return min === undefined && max === undefined ? undefined : `${whole}, ${min ?? '−∞'} … ${max ?? '∞'}`;
    }
    case 'pipe':
      return rangeOf(def.out as z.ZodType) ?? rangeOf(def.in as z.ZodType);
    case 'nullable':
    case 'optional':
    case 'default':
      return rangeOf(def.innerType as z.ZodType);
    default:
      return undefined;
  }
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return shapeOf(def.in as z.ZodType);
  return {};
}

export function fieldRangesDocument(): string {
  const lines = [
    '# Field ranges',
    '',
    'What the API accepts for every date and number a person types (generated from the schemas in',
    '`packages/domain` by `npx tsx scripts/field-ranges-doc.ts`; a test fails when this file is stale).',
    'Days are Iran days; "today" is read when the value is checked. A value outside its range is a 400',
    "naming the field and both ends, in the caller's language. Negative numbers are refused, never flipped.",
    '',
  ];
  for (const [title, schema] of forms) {
    const rows = Object.entries(shapeOf(schema))
      .map(([name, field]) => [name, rangeOf(field)] as const)
      .filter((row): row is readonly [string, string] => row[1] !== undefined);
    if (rows.length === 0) continue;
    lines.push(`## ${title}`, '', '| Field | Accepts |', '| --- | --- |');
    for (const [name, range] of rows) lines.push(`| \`${name}\` | ${range} |`);
    lines.push('');
  }
  lines.push('## Rule thresholds', '', '| Metric | Accepts |', '| --- | --- |');
  for (const [metric, range] of Object.entries(ruleThresholdRanges))
    lines.push(`| \`${metric}\` | ${range.min} … ${range.max} |`);
  lines.push('');
  return lines.join('\n');
}

import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Column, FormField, FormValues } from '../lib/define-resource';
import { useLocale } from '../lib/i18n/use-locale';
import { columnLabel } from '../lib/resource/display-text';
import type { FieldFacts } from '../lib/resource/form-facts';
import { CellView } from './cell-view';
import { FieldControl } from './fields/field-control';
import { FieldView } from './fields/field-view';

/** A record's fields read-only, laid out as its form lays them out. */
export function FieldGrid({
  fields,
  values,
  labels,
}: {
  fields: readonly FormField[];
  values: FormValues;
  labels: LabelScope;
}) {
  return (
    <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.span === 12 ? 12 : 6, md: field.span ?? 4 }}>
          <FieldView field={field} values={values} labels={labels} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Read-only facts the server works out about a record (usage, state, a monthly total). */
export function FactGrid<R>({
  columns,
  record,
  labels,
}: {
  columns: readonly Column<R>[];
  record: R;
  labels: LabelScope;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
      {columns.map((column) => (
        <Grid
          key={column.field}
          size={{ xs: 12, sm: 6, md: 4 }}
          data-testid={column.testId ?? `fact-${column.field}`}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {columnLabel(column, labels, locale, t)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
            <CellView column={column} record={record} />
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

interface FieldControlGridProps {
  fields: readonly FormField[];
  facts: Record<string, FieldFacts>;
  labels: LabelScope;
  control: Control<FormValues, unknown, Record<string, unknown>>;
  onChanged(name: string): void;
  recordId?: number | undefined;
  /** In a dialog: half the width by default, and closer together. */
  dialog?: boolean;
}

/** A form's fields edited with the shared field controls, laid out by their spans. */
export function FieldControlGrid({
  fields,
  facts,
  labels,
  control,
  onChanged,
  recordId,
  dialog,
}: FieldControlGridProps) {
  return (
    <Grid container spacing={dialog ? 2 : { xs: 2, sm: 2.5 }} sx={dialog ? { pt: 1 } : undefined}>
      {fields.map((field) => (
        <Grid
          key={field.name}
          size={{ xs: 12, sm: field.span === 12 ? 12 : 6, md: field.span ?? (dialog ? 6 : 4) }}
        >
          <FieldControl
            field={field}
            facts={facts[field.name] ?? { required: false }}
            labels={labels}
            control={control}
            onChanged={onChanged}
            recordId={recordId}
          />
        </Grid>
      ))}
    </Grid>
  );
}

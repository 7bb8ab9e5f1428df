import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { vehicleCostsInput } from '@navgan/domain/resources/vehicle-costs';
import { fuelTypes, vehicleTechnicalsInput } from '@navgan/domain/resources/vehicle-technicals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import { enumOptions, type FormField } from '../../lib/define-resource';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { emptyFormValues, recordToFormValues } from '../../lib/resource/form-values';
import { FieldView } from '../../ui-kit/fields/field-view';
import { RecordDialog } from '../../ui-kit/record-dialog';
import { SectionCard } from '../../ui-kit/section-card';

interface Kind {
  segment: 'costs' | 'technicals';
  schema: z.ZodObject;
  labels: LabelScope;
  fields: FormField[];
}

const kinds: Record<Kind['segment'], Kind> = {
  costs: {
    segment: 'costs',
    schema: vehicleCostsInput,
    labels: 'vehicle_costs',
    fields: [
      { name: 'purchase_date', kind: 'date' },
      { name: 'purchase_price', kind: 'money' },
      { name: 'depreciation_per_hour', kind: 'money' },
      { name: 'other_cost_per_km', kind: 'money' },
      { name: 'monthly_parking', kind: 'money' },
      { name: 'monthly_tracking_subscription', kind: 'money' },
      { name: 'monthly_lease', kind: 'money' },
      { name: 'monthly_other', kind: 'money' },
      { name: 'description', kind: 'textarea', rows: 2, span: 12 },
    ],
  },
  technicals: {
    segment: 'technicals',
    schema: vehicleTechnicalsInput as unknown as z.ZodObject,
    labels: 'vehicle_technicals',
    fields: [
      { name: 'engine_number', kind: 'text', digits: true, inputMode: 'text', ltr: true },
      { name: 'chassis_number', kind: 'text', digits: true, inputMode: 'text', ltr: true },
      { name: 'fuel_type', kind: 'enum', options: enumOptions(fuelTypes, (v) => `enums.fuelType.${v}`) },
      { name: 'tank_capacity_l', kind: 'text', digits: true, inputMode: 'text' },
      { name: 'nominal_consumption_l_per_100km', kind: 'text', digits: true, inputMode: 'text' },
      { name: 'tyre_size', kind: 'text', ltr: true },
      { name: 'axles', kind: 'number' },
      { name: 'empty_weight_kg', kind: 'number' },
      { name: 'gross_weight_kg', kind: 'number' },
    ],
  },
};

/**
 * A vehicle's cost or technical information (`vehicles/companies/{id}/information/<kind>/`): shown
 * with the layer's field views, edited in a dialog; PUT creates it the first time.
 */
export function InformationSection({ vehicle, kind }: { vehicle: Vehicle; kind: Kind['segment'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { schema, labels, fields } = kinds[kind];
  const path = `vehicles/companies/${vehicle.id}/information/${kind}/`;
  const info = useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Record<string, unknown>>(path, { signal, silent: true });
      } catch (error) {
        // Not recorded yet: the section offers to record it.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const title = t(kind === 'costs' ? 'vehicleView.costs' : 'vehicleView.technicals');
  const values = info.data ? recordToFormValues(info.data, fields) : emptyFormValues(fields);
  const total = info.data?.monthly_fixed_total;

  return (
    <SectionCard
      title={title}
      testId={`vehicle-${kind}`}
      actions={
        <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setEditing(true)}>
          {t('resource.edit')}
        </Button>
      }
    >
      <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.span === 12 ? 12 : 6, md: field.span ?? 4 }}>
            <FieldView field={field} values={values} labels={labels} />
          </Grid>
        ))}
        {typeof total === 'number' ? (
          <Grid size={{ xs: 12, sm: 6, md: 4 }} data-testid="monthly-fixed-total">
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('vehicleView.monthlyFixedTotal')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
              {formatNumber(total, locale)}
            </Typography>
          </Grid>
        ) : null}
      </Grid>
      {editing ? (
        <RecordDialog<unknown>
          title={title}
          path={path}
          put
          schema={schema}
          labels={labels}
          fields={fields}
          initial={values}
          onClose={() => setEditing(false)}
          onSaved={() => {
            // Costs edit the vehicle's own depreciation and per-km cost too.
            if (kind === 'costs') void queryClient.invalidateQueries({ queryKey: ['vehicles/companies/'] });
            notifySuccess(t('vehicleView.informationSaved', { section: title }));
            setEditing(false);
          }}
        />
      ) : null}
    </SectionCard>
  );
}

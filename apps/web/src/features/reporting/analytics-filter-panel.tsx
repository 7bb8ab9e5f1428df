import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupSource } from '../../lib/define-resource';
import { localizedTitle, type Titled } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { useLookup } from '../../lib/resource/resource-queries';
import { DateInput } from '../../ui-kit/fields/date-input';
import type { AnalyticsFilters } from './analytics-queries';
import { appliesAtOnce, applyOnClose, type Selection } from './filter-rules';

type Option = Titled & { title?: string };

const sources = {
  vehicleTypes: { path: 'vehicles/' },
  tags: { path: 'vehicles/companies/tags/summaries/' },
  organizations: { path: 'organizations/summaries/' },
} satisfies Record<string, LookupSource>;

interface MultiFilterProps {
  name: keyof typeof sources;
  label: string;
  applied: Selection;
  onApply(selection: Selection): void;
}

/** One multi-select following spec section 4's refetch rules (filter-rules.ts). */
function MultiFilter({ name, label, applied, onApply }: MultiFilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = useLookup(sources[name], undefined);
  const options = (rows.data ?? []) as Option[];
  const [draft, setDraft] = useState<Selection>(applied);
  const selected = useMemo(() => options.filter((row) => draft.includes(row.id)), [options, draft]);
  const optionLabel = (row: Option) => localizedTitle(row, locale) || row.title || String(row.id);
  const settle = () => {
    const next = applyOnClose(applied, draft);
    if (next) onApply(next);
  };

  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={selected}
      onChange={(_event, chosen) => {
        const next = chosen.map((row) => row.id);
        setDraft(next);
        if (appliesAtOnce(applied, next)) onApply(next);
      }}
      onClose={settle}
      onBlur={settle}
      disableCloseOnSelect
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={rows.isFetching}
      noOptionsText={t('resource.noOptions')}
      loadingText={t('resource.loadingOptions')}
      clearText={t('resource.clearChoice')}
      openText={t('resource.openOptions')}
      closeText={t('resource.closeOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((row, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={optionLabel(row)} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} name={name} label={label} />}
    />
  );
}

interface FilterPanelProps {
  filters: AnalyticsFilters;
  onChange(filters: AnalyticsFilters): void;
}

/** The range (Jalali in fa) and the vehicle type, tag and organization selections. */
export function AnalyticsFilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  const setDay = (end: 'from' | 'to', value: string) => {
    const next = { ...range, [end]: value };
    setRange(next);
    const valid = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);
    if (valid(next.from) && valid(next.to) && next.from <= next.to) onChange({ ...filters, ...next });
  };
  const rangeError =
    range.from && range.to && range.from > range.to ? t('reporting.rangeReversed') : undefined;

  return (
    <Paper
      component="section"
      aria-label={t('reporting.filters')}
      sx={{ p: 2, mb: 3 }}
      data-testid="analytics-filters"
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('reporting.filters')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DateInput
            name="start_range"
            label={t('reporting.from')}
            value={range.from}
            onChange={(value) => setDay('from', value)}
            onBlur={() => undefined}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DateInput
            name="stop_range"
            label={t('reporting.to')}
            value={range.to}
            onChange={(value) => setDay('to', value)}
            onBlur={() => undefined}
            required
            {...(rangeError ? { error: rangeError } : {})}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiFilter
            name="vehicleTypes"
            label={t('reporting.vehicles')}
            applied={filters.vehicleTypes}
            onApply={(vehicleTypes) => onChange({ ...filters, vehicleTypes })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiFilter
            name="tags"
            label={t('reporting.tags')}
            applied={filters.tags}
            onApply={(tags) => onChange({ ...filters, tags })}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MultiFilter
            name="organizations"
            label={t('reporting.organizations')}
            applied={filters.organizations}
            onApply={(organizations) => onChange({ ...filters, organizations })}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}

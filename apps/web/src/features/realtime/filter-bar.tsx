import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format/number';
import { localizedTitle, type Titled } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { vehicleText } from '../../lib/resource/display-text';
import { useLookup } from '../../lib/resource/resource-queries';
import { type StatusChoice, statusChoices, trafficStatusesOf } from './live-types';

export interface LiveFilters {
  vehicleTypes: number[];
  vehicles: number[];
  statuses: StatusChoice[];
  tag: number | null;
}

export const noFilters: LiveFilters = { vehicleTypes: [], vehicles: [], statuses: [], tag: null };

interface Option<V> {
  value: V;
  label: string;
}

function MultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: Option<V>[];
  value: V[];
  onChange(value: V[]): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete<Option<V>, true>
      multiple
      size="small"
      limitTags={2}
      data-testid={testId}
      options={options}
      value={options.filter((o) => value.includes(o.value))}
      onChange={(_event, chosen) => onChange(chosen.map((o) => o.value))}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      noOptionsText={t('resource.noOptions')}
      clearText={t('resource.clearChoice')}
      openText={t('resource.openOptions')}
      closeText={t('resource.closeOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.label} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: '1 1 200px' }}
    />
  );
}

const vehicleSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' } as const;
const typeSource = { path: 'vehicles/' } as const;
const tagSource = { path: 'vehicles/companies/tags/summaries/' } as const;

/**
 * The live map's filter bar (spec section 2) with the count of vehicles shown. Memoised: a
 * refresh with the same count leaves it (and its option lists) alone.
 */
export const FilterBar = memo(function FilterBar({
  filters,
  onChange,
  count,
}: {
  filters: LiveFilters;
  onChange(filters: LiveFilters): void;
  count: number | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const types = useLookup(typeSource, undefined).data ?? [];
  const vehicles = (useLookup(vehicleSource, undefined).data ?? []) as unknown as {
    id: number;
    name: string;
    license_plate: string;
  }[];
  const tags: Titled[] = useLookup(tagSource, undefined).data ?? [];
  const set = (patch: Partial<LiveFilters>) => onChange({ ...filters, ...patch });
  return (
    <Paper
      variant="outlined"
      data-testid="live-filters"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <MultiSelect
        testId="filter-vehicle-types"
        label={t('realtime.filters.vehicle')}
        options={types.map((row) => ({ value: row.id, label: localizedTitle(row, locale) }))}
        value={filters.vehicleTypes}
        onChange={(vehicleTypes) => set({ vehicleTypes })}
      />
      <MultiSelect
        testId="filter-vehicles"
        label={t('realtime.filters.vehicleName')}
        options={vehicles.map((v) => ({ value: v.id, label: vehicleText(v, locale) }))}
        value={filters.vehicles}
        onChange={(ids) => set({ vehicles: ids })}
      />
      <MultiSelect
        testId="filter-statuses"
        label={t('realtime.filters.status')}
        options={statusChoices.map((s) => ({ value: s, label: t(`realtime.status.${s}`) }))}
        value={filters.statuses}
        onChange={(statuses) => set({ statuses })}
      />
      <TextField
        select
        size="small"
        label={t('realtime.filters.tag')}
        value={filters.tag ?? ''}
        onChange={(event) => set({ tag: event.target.value === '' ? null : Number(event.target.value) })}
        slotProps={{ htmlInput: { 'data-testid': 'filter-tag' } }}
        sx={{ minWidth: 160, flex: '0 1 180px' }}
      >
        <MenuItem value="">{t('realtime.filters.anyTag')}</MenuItem>
        {tags.map((tag) => (
          <MenuItem key={tag.id} value={tag.id}>
            {localizedTitle(tag, locale)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<RestartAltRounded />}
        onClick={() => onChange(noFilters)}
        data-testid="filter-show-all"
      >
        {t('realtime.filters.showAll')}
      </Button>
      <Chip
        data-testid="vehicle-count"
        color="primary"
        variant="outlined"
        label={
          count === undefined
            ? t('realtime.counting')
            : t('realtime.vehicleCount', { count, value: formatNumber(count, locale) })
        }
        sx={{ marginInlineStart: 'auto', fontWeight: 600 }}
      />
    </Paper>
  );
});

export function trackingQuery(filters: LiveFilters) {
  return {
    vehicle__id__in: filters.vehicleTypes.length ? filters.vehicleTypes : undefined,
    id__in: filters.vehicles.length ? filters.vehicles : undefined,
    company_vehicle_tags__id__in: filters.tag === null ? undefined : [filters.tag],
    traffic_status__in: filters.statuses.length ? trafficStatusesOf(filters.statuses) : undefined,
  };
}

import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { localizeDigits } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { noValue } from '../../lib/resource/display-text';
import { type Page, resourceKeys } from '../../lib/resource/resource-queries';
import { SectionCard } from '../../ui-kit/section-card';

const vehiclesPath = 'vehicles/companies/';

interface Target {
  id: number;
  first_name?: string;
  last_name?: string;
  imei?: string;
  model?: string;
}

interface Assignment {
  id: number;
  driver?: Target | null;
  device?: Target | null;
  from_at: string;
  until_at: string | null;
}

const setup = {
  driver: { segment: 'drivers', free: 'drivers/summaries/', field: 'driver' },
  device: { segment: 'devices', free: 'devices/summaries/', field: 'device' },
} as const;

/**
 * Who drives the vehicle, or which tracker is in it: the current one, a change (only drivers or
 * devices without a vehicle are offered, or none) and the history of assignments.
 */
export function AssignmentSection({ vehicle, kind }: { vehicle: Vehicle; kind: 'driver' | 'device' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { segment, free, field } = setup[kind];
  const historyPath = `${vehiclesPath}${vehicle.id}/${segment}/`;
  const current: Target | null = kind === 'driver' ? vehicle.driver : vehicle.hardware;
  const nameOf = (target: Target | null | undefined) =>
    !target
      ? noValue
      : kind === 'driver'
        ? `${target.first_name ?? ''} ${target.last_name ?? ''}`.trim()
        : localizeDigits(`${target.imei ?? ''}${target.model ? ` (${target.model})` : ''}`, locale);

  const history = useQuery({
    queryKey: [vehiclesPath, 'assignments', historyPath],
    queryFn: ({ signal }) => api.get<Page<Assignment>>(historyPath, { signal }),
  });
  // Picking needs the vehicle changed and the drivers (devices) read; without, only the history shows.
  const mayChange = useCan('vehicles', 'change');
  const mayRead = useCan(kind === 'driver' ? 'drivers' : 'devices', 'view');
  const mayAssign = mayChange && mayRead;
  const choices = useQuery({
    enabled: mayAssign,
    queryKey: [free, 'free'],
    queryFn: ({ signal }) => api.get<Target[]>(free, { query: { company_vehicle__isnull: 'true' }, signal }),
  });
  const [choice, setChoice] = useState<Target | null>(null);
  const change = useMutation({
    mutationFn: (id: number | null) => api.put<Vehicle>(historyPath, { [field]: id }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(resourceKeys.record(vehiclesPath, String(vehicle.id)), saved);
      setChoice(null);
      notifySuccess(t(kind === 'driver' ? 'vehicleView.driverChanged' : 'vehicleView.deviceChanged'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [vehiclesPath] }),
        queryClient.invalidateQueries({ queryKey: [free] }),
        queryClient.invalidateQueries({ queryKey: [`${segment}/`] }),
      ]);
    },
  });
  const none: Target = { id: 0 };
  const options = [none, ...(choices.data ?? [])];
  const title = t(kind === 'driver' ? 'vehicleView.driverAssignment' : 'vehicleView.deviceAssignment');
  const label = t(kind === 'driver' ? 'vehicleView.newDriver' : 'vehicleView.newDevice');

  return (
    <SectionCard title={title} testId={`vehicle-${kind}-assignment`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Typography sx={{ minWidth: 220 }} data-testid={`current-${kind}`}>
          <Typography component="span" color="text.secondary" sx={{ marginInlineEnd: 1 }}>
            {t(kind === 'driver' ? 'vehicleView.currentDriver' : 'vehicleView.currentDevice')}:
          </Typography>
          <strong>{current ? nameOf(current) : t('vehicleView.none')}</strong>
        </Typography>
        {mayAssign ? (
          <>
            <Autocomplete<Target>
              size="small"
              options={options}
              value={choice}
              onChange={(_event, next) => setChoice(next)}
              getOptionLabel={(target) => (target.id === 0 ? t('vehicleView.none') : nameOf(target))}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={choices.isFetching}
              noOptionsText={t('resource.noOptions')}
              loadingText={t('resource.loadingOptions')}
              openText={t('resource.openOptions')}
              closeText={t('resource.closeOptions')}
              clearText={t('resource.clearChoice')}
              sx={{ minWidth: 260, flex: { md: '0 1 320px' } }}
              renderInput={(params) => <TextField {...params} label={label} name={`new-${kind}`} />}
            />
            <Button
              variant="contained"
              disabled={!choice}
              loading={change.isPending}
              onClick={() => choice && change.mutate(choice.id === 0 ? null : choice.id)}
            >
              {t('vehicleView.assign')}
            </Button>
          </>
        ) : null}
      </Stack>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('vehicleView.history')}
      </Typography>
      {history.data && history.data.results.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('vehicleView.noHistory')}
        </Typography>
      ) : (
        <Table size="small" aria-label={`${title} — ${t('vehicleView.history')}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, color: 'text.secondary' }}>
                {t(kind === 'driver' ? 'vehicleView.driver' : 'vehicleView.device')}
              </TableCell>
              <TableCell sx={{ fontWeight: 700, color: 'text.secondary' }}>{t('vehicleView.from')}</TableCell>
              <TableCell sx={{ fontWeight: 700, color: 'text.secondary' }}>
                {t('vehicleView.until')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(history.data?.results ?? []).map((row) => (
              <TableRow key={row.id} data-testid={`${kind}-history-row`}>
                <TableCell>{nameOf(row[field])}</TableCell>
                <TableCell>{formatDate(row.from_at, locale, 'dateTime')}</TableCell>
                <TableCell>
                  {row.until_at ? formatDate(row.until_at, locale, 'dateTime') : t('vehicleView.untilNow')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}

import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type TimeWindow, weekDays } from '@navgan/domain/resources/geofence';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/i18n/message-key';

export const dayKeys: Record<number, MessageKey> = {
  0: 'geofences.day0',
  1: 'geofences.day1',
  2: 'geofences.day2',
  3: 'geofences.day3',
  4: 'geofences.day4',
  5: 'geofences.day5',
  6: 'geofences.day6',
};

export const newWindow = (): TimeWindow => ({ days: [0, 1, 2, 3, 4], from: '08:00', to: '18:00' });

interface TimeWindowsInputProps {
  value: TimeWindow[];
  onChange(value: TimeWindow[]): void;
}

/** Weekly windows in Iran time: days of the week (Saturday first) and a from/to clock each. */
export function TimeWindowsInput({ value, onChange }: TimeWindowsInputProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<TimeWindow>) =>
    onChange(value.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <Stack spacing={1.5}>
      {value.map((window, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          key={index}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' } }}
          data-testid="time-window"
        >
          <ToggleButtonGroup
            size="small"
            value={window.days}
            onChange={(_e, days: number[]) => update(index, { days: [...days].sort() })}
            aria-label={t('geofences.days')}
          >
            {weekDays.map((day) => (
              <ToggleButton key={day} value={day} sx={{ px: 1.25 }}>
                {t(dayKeys[day] as MessageKey)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            size="small"
            type="time"
            label={t('geofences.from')}
            value={window.from}
            onChange={(e) => update(index, { from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <TextField
            size="small"
            type="time"
            label={t('geofences.to')}
            value={window.to}
            onChange={(e) => update(index, { to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          />
          <IconButton
            aria-label={t('geofences.removeWindow')}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddRounded />}
        onClick={() => onChange([...value, newWindow()])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('geofences.addWindow')}
      </Button>
    </Stack>
  );
}

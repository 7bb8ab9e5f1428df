import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isoDayIn } from '@navgan/domain/calendar-day';
import type { Locale } from '@navgan/domain/locales';
import { presetRange, type ReportPreset, reportPresets } from '@navgan/domain/report-range';
import { renderValidationMessage } from '@navgan/domain/validation-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { lookupRowText } from '../../lib/resource/display-text';
import { useLookup } from '../../lib/resource/resource-queries';
import { DateInput } from '../../ui-kit/fields/date-input';
import type { ReportState } from './report-query';

type Row = { id: number };
interface PickerSource {
  path: string;
  rows?: 'vehicle';
  /** How a row reads when it has no localized title of its own. */
  text?: (row: Row) => string;
}

const vehicleSource: PickerSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' };
const tagSource: PickerSource = { path: 'vehicles/companies/tags/summaries/' };
const fenceSource: PickerSource = {
  path: 'geofences/summaries/',
  text: (row) => (row as Row & { title: string }).title,
};

/** The company's vehicles, tags or geofences as a multi-select of ids. */
function IdPicker({
  label,
  source,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  source: PickerSource;
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
  testId: string;
}) {
  const locale = useLocale();
  const rows = (useLookup(source, undefined).data ?? []) as Row[];
  const text = (row: Row) => source.text?.(row) ?? lookupRowText(row, source.rows, locale);
  return (
    <Autocomplete
      multiple
      size="small"
      options={rows}
      value={rows.filter((row) => value.includes(String(row.id)))}
      getOptionLabel={text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, chosen) => onChange(chosen.map((row) => String(row.id)))}
      sx={{ minWidth: 240, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** What is wrong with the chosen geofences of a report that takes exactly one, or undefined. */
export function fenceChoiceError(
  fences: readonly string[],
  locale: Locale,
  label: string,
): string | undefined {
  if (fences.length === 0) return renderValidationMessage(catalogueOf(locale), 'choiceRequired', label);
  if (fences.length > 1) return renderValidationMessage(catalogueOf(locale), 'oneGeofenceOnly', '');
  return undefined;
}

/**
 * The top of every report: vehicles and/or tags (one of them required), a range preset or custom
 * days, and the button that runs it; with `fence`, exactly one geofence as well. The choice goes to
 * the URL only when it is complete.
 */
export function ReportSelection({
  state,
  onRun,
  fence = false,
}: {
  state: ReportState;
  onRun(state: ReportState): void;
  fence?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [draft, setDraft] = useState(state);
  const [missing, setMissing] = useState(false);
  const [fenceError, setFenceError] = useState<string | undefined>(undefined);
  const choosePreset = (preset: ReportPreset | null) => {
    if (!preset) return;
    const range =
      preset === 'custom'
        ? { start: draft.start, stop: draft.stop }
        : presetRange(preset, isoDayIn(new Date()));
    setDraft({ ...draft, preset, ...range });
  };
  const run = () => {
    const noVehicle = draft.vehicles.length === 0 && draft.tags.length === 0;
    const badFence = fence ? fenceChoiceError(draft.fences, locale, t('reportFrame.geofence')) : undefined;
    setMissing(noVehicle);
    setFenceError(badFence);
    if (noVehicle || badFence) return;
    onRun({ ...draft, page: 1 });
  };
  const required = renderValidationMessage(catalogueOf(locale), 'vehicleOrTagRequired', '');
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-print="hide">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {fence ? (
          <IdPicker
            label={t('reportFrame.geofence')}
            source={fenceSource}
            value={draft.fences}
            onChange={(fences) => {
              setDraft({ ...draft, fences });
              // Said at once: a second fence is refused before the report is asked for.
              setFenceError(fences.length > 1 ? fenceChoiceError(fences, locale, '') : undefined);
            }}
            error={fenceError}
            testId="report-fences"
          />
        ) : null}
        <IdPicker
          label={t('reportFrame.vehicles')}
          source={vehicleSource}
          value={draft.vehicles}
          onChange={(vehicles) => setDraft({ ...draft, vehicles })}
          error={missing ? required : undefined}
          testId="report-vehicles"
        />
        <IdPicker
          label={t('reportFrame.tags')}
          source={tagSource}
          value={draft.tags}
          onChange={(tags) => setDraft({ ...draft, tags })}
          testId="report-tags"
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={draft.preset}
          onChange={(_event, preset: ReportPreset | null) => choosePreset(preset)}
          aria-label={t('reportFrame.range')}
          sx={{ flexWrap: 'wrap' }}
        >
          {reportPresets.map((preset) => (
            <ToggleButton key={preset} value={preset} data-testid={`preset-${preset}`}>
              {t(`reportFrame.presets.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {draft.preset === 'custom' ? (
          <Stack direction="row" spacing={2}>
            <DateInput
              name="start_range"
              label={t('reportFrame.start')}
              value={draft.start}
              onChange={(start) => setDraft({ ...draft, start })}
              onBlur={() => undefined}
              required
            />
            <DateInput
              name="stop_range"
              label={t('reportFrame.stop')}
              value={draft.stop}
              onChange={(stop) => setDraft({ ...draft, stop })}
              onBlur={() => undefined}
              required
            />
          </Stack>
        ) : null}
        <Button
          variant="contained"
          onClick={run}
          data-testid="report-run"
          sx={{ marginInlineStart: { md: 'auto' } }}
        >
          {t('reportFrame.run')}
        </Button>
      </Stack>
      {missing ? (
        <Alert severity="warning" data-testid="report-selection-required">
          {required}
        </Alert>
      ) : null}
      {fenceError ? (
        <Alert severity="warning" data-testid="report-fence-error">
          {fenceError}
        </Alert>
      ) : null}
    </Stack>
  );
}

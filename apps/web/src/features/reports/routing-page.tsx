import RouteOutlined from '@mui/icons-material/RouteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { renderValidationMessage } from '@navgan/domain/validation-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { catalogueOf } from '../../lib/i18n/i18n';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref, pageTitleKey } from '../../lib/paths';
import { lookupRowText } from '../../lib/resource/display-text';
import { useLookup } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { DateInput } from '../../ui-kit/fields/date-input';
import { PageHeading } from '../../ui-kit/page-heading';

const vehicleSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' as const };

/** Route history: one vehicle and one day (yesterday by default), then its route and playback. */
export function RoutingReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const vehicles = (useLookup(vehicleSource, undefined).data ?? []) as { id: number }[];
  const [vehicle, setVehicle] = useState<{ id: number } | null>(null);
  const [day, setDay] = useState(() => addDays(isoDayIn(new Date()), -1));
  const [missing, setMissing] = useState(false);
  const show = () => {
    if (!vehicle) {
      setMissing(true);
      return;
    }
    void navigate(getHref(routeLanguageFor(locale), 'reportsRoutingView', { id: vehicle.id }, { day }));
  };
  return (
    <>
      <PageHeading title={t(pageTitleKey('reportsRouting'))} />
      <Paper variant="outlined">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ p: 2, alignItems: { md: 'flex-start' } }}
        >
          <Autocomplete
            size="small"
            options={vehicles}
            value={vehicle}
            getOptionLabel={(row) => lookupRowText(row, 'vehicle', locale)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, chosen) => {
              setVehicle(chosen);
              if (chosen) setMissing(false);
            }}
            sx={{ minWidth: 280, flex: 1 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('reportFrame.routing.vehicle')}
                error={missing}
                helperText={
                  missing
                    ? renderValidationMessage(catalogueOf(locale), 'vehicleOrTagRequired', '')
                    : undefined
                }
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'routing-vehicle' },
                }}
              />
            )}
          />
          <Box sx={{ width: { md: 220 } }}>
            <DateInput
              name="day"
              label={t('reportFrame.routing.day')}
              value={day}
              onChange={setDay}
              onBlur={() => undefined}
              required
            />
          </Box>
          <Button
            variant="contained"
            onClick={show}
            data-testid="routing-show"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('reportFrame.routing.show')}
          </Button>
        </Stack>
        <EmptyState
          testId="routing-choose"
          icon={<RouteOutlined />}
          title={t('reportFrame.chooseTitle')}
          body={t('reportFrame.routing.chooseBody')}
        />
      </Paper>
    </>
  );
}

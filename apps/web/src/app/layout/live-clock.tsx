import Typography from '@mui/material/Typography';
import { isoDayIn } from '@navgan/domain/calendar-day';
import { liveClockTickMs } from '@navgan/domain/constants';
import { useEffect, useState } from 'react';
import { formatDate } from '../../lib/format/date';
import { useLocale } from '../../lib/i18n/use-locale';

/** Today's date (Jalali in fa) and a clock ticking every liveClockTickMs, in the locale's digits, on Iran's clock. */
export function LiveClock() {
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), liveClockTickMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={isoDayIn(now)}>{formatDate(now, locale, 'longDate')}</time>
      </Typography>
      <Typography
        variant="h6"
        component="p"
        data-testid="live-clock"
        sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 0.5 }}
      >
        <time dateTime={now.toISOString()}>{formatDate(now, locale, 'time')}</time>
      </Typography>
    </>
  );
}

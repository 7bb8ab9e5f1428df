import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ltrIsolate } from '../../lib/format/bidi';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { noValue } from '../../lib/resource/display-text';
import type { LoggedFrame } from './device-support-api';

/** What a frame gave, in the user's language; the device's own answer text keeps its direction. */
export function FrameResult({ frame }: { frame: LoggedFrame }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (frame.refused)
    return (
      <Box component="span" sx={{ color: 'error.main' }}>
        {t('deviceSupport.refused', { reason: ltrIsolate(frame.refused) })}
      </Box>
    );
  const result = frame.result;
  if (!result) return <>{noValue}</>;
  switch (result.kind) {
    case 'login':
      return <>{t('deviceSupport.results.login')}</>;
    case 'reply':
      return <>{t('deviceSupport.results.reply')}</>;
    case 'positions':
      return (
        <>
          {result.count === 0
            ? t('deviceSupport.results.noPosition')
            : t('deviceSupport.results.positions', {
                count: result.count,
                value: formatNumber(result.count, locale),
              })}
        </>
      );
    case 'answer':
      return (
        <>
          {t('deviceSupport.results.answer')}: <bdi>{result.text}</bdi>
        </>
      );
    case 'command':
      return <>{`${t('deviceSupport.results.command')}: ${t(`commands.types.${result.command}`)}`}</>;
  }
}

import Box from '@mui/material/Box';
import { deviceCommandTypes } from '@navgan/domain/resources/device';
import { useTranslation } from 'react-i18next';
import { ltrIsolate } from '../../lib/format/bidi';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { noValue } from '../../lib/resource/display-text';
import type { LoggedFrame } from './device-support-api';

/** A command type as the gateway logs it (`command engineStop`), when it is one. */
const commandType = (name: string) => deviceCommandTypes.find((type) => type === name);

/**
 * What a frame gave, in the user's language: the gateway logs a small vocabulary ('login',
 * 'no position', '3 positions', 'answer: <text>', 'command <type>'); anything else, and the
 * device's own texts, are shown as they are, isolated so they keep their direction.
 */
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
  if (result === 'login') return <>{t('deviceSupport.results.login')}</>;
  if (result === 'no position') return <>{t('deviceSupport.results.noPosition')}</>;
  const positions = /^(\d+) positions?$/.exec(result);
  if (positions) {
    const count = Number(positions[1]);
    return <>{t('deviceSupport.results.positions', { count, value: formatNumber(count, locale) })}</>;
  }
  const answer = /^answer: ([\s\S]*)$/.exec(result);
  if (answer)
    return (
      <>
        {t('deviceSupport.results.answer')}: <bdi>{answer[1]}</bdi>
      </>
    );
  const type = commandType(/^command (\w+)$/.exec(result)?.[1] ?? '');
  if (type) return <>{`${t('deviceSupport.results.command')}: ${t(`commands.types.${type}`)}`}</>;
  return <bdi>{result}</bdi>;
}

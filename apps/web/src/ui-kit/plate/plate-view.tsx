import Box from '@mui/material/Box';
import { parsePlate } from '@navgan/domain/plate';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { noValue } from '../../lib/resource/display-text';
import { usePlateLetters } from './use-plate-letters';

/** The Iranian flag's colours, top to bottom, in the plate's blue strip. */
const flag = ['#239f40', '#ffffff', '#da0000'];
export const plateBlue = '#0d3fa6';

/**
 * A stored plate drawn as a small Iranian plate: blue strip with the flag and "I.R. IRAN" on
 * the left, black digits and the letter, and the region code under «ایران» on the right. The
 * box is laid out left to right like the real plate, also on right-to-left pages; read right to
 * left it gives the spec's order: region, three digits, letter, two digits.
 */
export function PlateView({ plate, size = 'small' }: { plate: string; size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const letters = usePlateLetters();
  const parts = parsePlate(plate);
  if (!parts) return <span>{plate ? localizeDigits(plate, locale) : noValue}</span>;
  const letter = letters.find((row) => row.code === parts.letterCode)?.char ?? '?';
  // The drawing is of the real plate, which is painted with Persian digits in every language.
  const digits = (text: string) => localizeDigits(text, 'fa');
  const scale = size === 'large' ? 1.5 : 1;
  const reading = `${digits(parts.twoDigits)} ${letter} ${digits(parts.threeDigits)} - ${digits(parts.region)}`;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('plate.aria', { plate: reading })}
      data-testid="plate-view"
      data-plate={plate}
      dir="ltr"
      sx={{
        display: 'inline-flex',
        alignItems: 'stretch',
        height: 26 * scale,
        border: '1.5px solid #1a1a1a',
        borderRadius: 0.75,
        bgcolor: '#fff',
        color: '#111',
        overflow: 'hidden',
        fontFamily: 'Vazirmatn, sans-serif',
        fontWeight: 700,
        fontSize: 15 * scale,
        lineHeight: 1,
        verticalAlign: 'middle',
        boxShadow: '0 1px 1px rgba(0,0,0,0.15)',
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 15 * scale,
          bgcolor: plateBlue,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'space-between',
          py: `${2 * scale}px`,
        }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', width: 10 * scale }}>
          {flag.map((colour) => (
            <Box key={colour} component="span" sx={{ height: 2.5 * scale, bgcolor: colour }} />
          ))}
        </Box>
        <Box
          component="span"
          sx={{
            color: '#fff',
            fontSize: 4 * scale,
            fontFamily: 'Arial, sans-serif',
            lineHeight: 1.05,
            textAlign: 'center',
          }}
        >
          I.R.
          <br />
          IRAN
        </Box>
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5 * scale,
          px: 0.75 * scale,
          whiteSpace: 'nowrap',
        }}
      >
        <span>{digits(parts.twoDigits)}</span>
        <span>{letter}</span>
        <span>{digits(parts.threeDigits)}</span>
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          borderInlineStart: '1.5px solid #1a1a1a',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: 0.5 * scale,
          minWidth: 26 * scale,
        }}
      >
        <Box component="span" sx={{ fontSize: 6.5 * scale, fontWeight: 500 }}>
          ایران
        </Box>
        <Box component="span" sx={{ fontSize: 13 * scale }}>
          {digits(parts.region)}
        </Box>
      </Box>
    </Box>
  );
}

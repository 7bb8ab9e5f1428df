import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { PlateParts } from '@navgan/domain/plate';
import { type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { partComplete, plateParts, plateValue, typedPart } from '../../lib/resource/plate-parts';
import { plateBlue } from './plate-view';
import { usePlateLetters } from './use-plate-letters';

interface PlateInputProps {
  name: string;
  label: string;
  /** The stored 9 characters, '' or an incomplete plate being typed. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
  error?: string;
}

type DigitPart = Exclude<keyof PlateParts, 'letterCode'>;

/**
 * A licence plate typed into a drawing of the real plate: two digits, the letter, three digits
 * and the region code beside «ایران». Laid out left to right like the plate on every page; the
 * digits show in the locale's script and a full part moves on to the next.
 */
export function PlateInput({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  error,
}: PlateInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const letters = usePlateLetters();
  const [parts, setParts] = useState<PlateParts>(() => plateParts(value));
  const refs = {
    twoDigits: useRef<HTMLInputElement>(null),
    letterCode: useRef<HTMLInputElement>(null),
    threeDigits: useRef<HTMLInputElement>(null),
    region: useRef<HTMLInputElement>(null),
  };
  const next: Record<keyof PlateParts, keyof PlateParts | null> = {
    twoDigits: 'letterCode',
    letterCode: 'threeDigits',
    threeDigits: 'region',
    region: null,
  };

  const update = (part: keyof PlateParts, text: string) => {
    const changed = { ...parts, [part]: text };
    setParts(changed);
    onChange(plateValue(changed));
    const following = next[part];
    if (following && partComplete(part, text) && following !== 'letterCode') refs[following].current?.focus();
  };

  const digitBox = (part: DigitPart, width: number) => (
    <InputBase
      inputRef={part === 'twoDigits' ? mergeRefs(refs.twoDigits, inputRef) : refs[part]}
      value={localizeDigits(parts[part], locale)}
      onChange={(event) => update(part, typedPart(part, event.target.value))}
      onBlur={onBlur}
      placeholder={localizeDigits(part === 'threeDigits' ? '000' : '00', locale)}
      inputProps={{
        'aria-label': t(`plate.${part}`),
        inputMode: 'numeric',
        autoComplete: 'off',
        name: `${name}.${part}`,
        'data-testid': `plate-${part}`,
        style: { textAlign: 'center', padding: 0 },
      }}
      sx={{ width, fontSize: 22, fontWeight: 700, color: '#111' }}
    />
  );

  return (
    <FormControl error={Boolean(error)} required={required} fullWidth>
      <FormLabel sx={{ fontSize: 12, mb: 0.5 }}>{label}</FormLabel>
      <Box
        dir="ltr"
        data-testid="plate-input"
        sx={{
          display: 'inline-flex',
          alignSelf: 'flex-start',
          alignItems: 'stretch',
          height: 52,
          border: 2,
          borderColor: error ? 'error.main' : '#1a1a1a',
          borderRadius: 1,
          bgcolor: '#fff',
          overflow: 'hidden',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 24,
            bgcolor: plateBlue,
            color: '#fff',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'space-between',
            py: 0.5,
            fontSize: 6.5,
            fontFamily: 'Arial, sans-serif',
            textAlign: 'center',
            lineHeight: 1.1,
          }}
        >
          <Box sx={{ width: 16 }}>
            <Box sx={{ height: 4, bgcolor: '#239f40' }} />
            <Box sx={{ height: 4, bgcolor: '#fff' }} />
            <Box sx={{ height: 4, bgcolor: '#da0000' }} />
          </Box>
          <span>
            I.R.
            <br />
            IRAN
          </span>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}>
          {digitBox('twoDigits', 34)}
          <Select
            variant="standard"
            disableUnderline
            value={letters.length ? parts.letterCode : ''}
            onChange={(event) => {
              update('letterCode', event.target.value);
              refs.threeDigits.current?.focus();
            }}
            inputRef={refs.letterCode}
            displayEmpty
            renderValue={(code) =>
              letters.find((row) => row.code === code)?.char ?? (
                <Box component="span" sx={{ color: 'text.disabled' }}>
                  {t('plate.letterPlaceholder')}
                </Box>
              )
            }
            inputProps={{ 'aria-label': t('plate.letter') }}
            SelectDisplayProps={{ 'data-testid': 'plate-letter' } as object}
            sx={{
              minWidth: 48,
              fontSize: 22,
              fontWeight: 700,
              color: '#111',
              '& .MuiSelect-select': { py: 0 },
            }}
          >
            {letters.map((row) => (
              <MenuItem key={row.code} value={row.code} data-testid={`plate-letter-${row.code}`}>
                <Box component="span" sx={{ fontWeight: 700, fontSize: 18, minWidth: 28 }}>
                  {row.char}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                  {locale === 'fa' ? '' : row.en_title}
                </Box>
              </MenuItem>
            ))}
          </Select>
          {digitBox('threeDigits', 50)}
        </Box>
        <Box
          sx={{
            borderLeft: 2,
            borderColor: '#1a1a1a',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            px: 0.5,
          }}
        >
          <Box aria-hidden sx={{ fontSize: 11, fontWeight: 600, lineHeight: 1, color: '#111' }}>
            ایران
          </Box>
          {digitBox('region', 34)}
        </Box>
      </Box>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

function mergeRefs<T>(...targets: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const target of targets) {
      if (typeof target === 'function') target(node);
      else if (target) (target as { current: T | null }).current = node;
    }
  };
}

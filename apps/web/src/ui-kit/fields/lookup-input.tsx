import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrganizationRow, subtreeIds } from '../../lib/access/organization-tree';
import type { LookupSource } from '../../lib/define-resource';
import type { Titled } from '../../lib/i18n/localized-title';
import { localizedTitle } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { lookupRowText } from '../../lib/resource/display-text';
import { lookupOptions } from '../../lib/resource/lookup-options';
import { useLookup } from '../../lib/resource/resource-queries';
import { Swatch, swatchOf } from './swatch';

interface LookupInputProps {
  name: string;
  label: string;
  source: LookupSource;
  /** The chosen id as text, or ''. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
  error?: string;
  /** A hint shown while there is no error. */
  helper?: string;
  /** For cascades: the parent's value and label; without a parent value the field waits. */
  parentValue?: string;
  parentLabel?: string;
  /** The row property with a CSS colour to show as a swatch. */
  swatch?: string;
  /** An organization being edited: it and its descendants cannot become its parent. */
  withoutSubtreeOf?: number;
}

/** A searchable select over a reference list (provinces, statuses...), loaded from its endpoint. */
export function LookupInput({
  name,
  label,
  source,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  error,
  helper,
  parentValue,
  parentLabel,
  swatch,
  withoutSubtreeOf,
}: LookupInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = Boolean(source.parent) && !parentValue;
  const rows = useLookup(source, parentValue);
  const { options, depth } = useMemo(() => {
    const all = rows.data ?? [];
    const exclude =
      withoutSubtreeOf === undefined
        ? undefined
        : subtreeIds(all as unknown as OrganizationRow[], withoutSubtreeOf);
    return lookupOptions(source, all, exclude);
  }, [source, rows.data, withoutSubtreeOf]);
  const selected = useMemo(() => options.find((row) => String(row.id) === value) ?? null, [options, value]);
  const hint = waiting && parentLabel ? t('resource.chooseFirst', { field: parentLabel }) : undefined;

  return (
    <Autocomplete<Titled>
      options={options}
      value={selected}
      onChange={(_event, row) => onChange(row ? String(row.id) : '')}
      onBlur={onBlur}
      getOptionLabel={(row) => lookupRowText(row, source.rows, locale)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={rows.isFetching}
      disabled={waiting}
      noOptionsText={t('resource.noOptions')}
      loadingText={t('resource.loadingOptions')}
      clearText={t('resource.clearChoice')}
      openText={t('resource.openOptions')}
      closeText={t('resource.closeOptions')}
      {...(source.rows === 'organization'
        ? {
            renderOption: ({ key, ...props }, row) => (
              <li key={key} {...props} style={{ paddingInlineStart: 16 + depth(row) * 20 }}>
                {lookupRowText(row, source.rows, locale)}
              </li>
            ),
          }
        : {})}
      {...(swatch
        ? {
            renderOption: ({ key, ...props }, row) => (
              <li key={key} {...props}>
                <Swatch colour={swatchOf(row, swatch)} />
                {localizedTitle(row, locale)}
              </li>
            ),
          }
        : {})}
      renderInput={(params) => (
        <TextField
          {...params}
          {...(swatch && selected
            ? {
                slotProps: {
                  ...params.slotProps,
                  input: {
                    ...params.slotProps.input,
                    startAdornment: <Swatch colour={swatchOf(selected, swatch)} />,
                  },
                },
              }
            : {})}
          name={name}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? hint ?? helper}
        />
      )}
    />
  );
}

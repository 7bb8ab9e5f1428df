import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupSource } from '../../lib/define-resource';
import type { Titled } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { lookupRowText } from '../../lib/resource/display-text';
import { idList } from '../../lib/resource/form-values';
import { lookupOptions } from '../../lib/resource/lookup-options';
import { useLookup } from '../../lib/resource/resource-queries';

interface MultiLookupInputProps {
  name: string;
  label: string;
  source: LookupSource;
  /** The chosen ids comma-joined ('3,7'), or ''. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
  error?: string;
  /** A hint under the field while it has no error. */
  helper?: string;
}

/** Several rows of a reference list (tags) or of the company's records (vehicles) as chips, searchable. */
export function MultiLookupInput({
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
}: MultiLookupInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = useLookup(source, undefined);
  const { options, depth } = useMemo(() => lookupOptions(source, rows.data ?? []), [source, rows.data]);
  const selected = useMemo(() => {
    const ids = idList(value);
    return options.filter((row) => ids.includes(String(row.id)));
  }, [options, value]);

  return (
    <Autocomplete<Titled, true>
      multiple
      options={options}
      value={selected}
      onChange={(_event, chosen) => onChange(chosen.map((row) => row.id).join(','))}
      onBlur={onBlur}
      getOptionLabel={(row) => lookupRowText(row, source.rows, locale)}
      renderOption={({ key, ...props }, row) => (
        <li key={key} {...props} style={{ paddingInlineStart: 16 + depth(row) * 20 }}>
          {lookupRowText(row, source.rows, locale)}
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={rows.isFetching}
      noOptionsText={t('resource.noOptions')}
      loadingText={t('resource.loadingOptions')}
      clearText={t('resource.clearChoice')}
      openText={t('resource.openOptions')}
      closeText={t('resource.closeOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((row, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={lookupRowText(row, source.rows, locale)} {...itemProps} />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helper}
        />
      )}
    />
  );
}

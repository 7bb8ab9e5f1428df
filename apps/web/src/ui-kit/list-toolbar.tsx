import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilter } from '../lib/define-resource';
import type { Titled } from '../lib/i18n/localized-title';
import type { MessageKey } from '../lib/i18n/message-key';
import { useLocale } from '../lib/i18n/use-locale';
import { lookupRowText } from '../lib/resource/display-text';
import { useLookup } from '../lib/resource/resource-queries';

const searchDelayMs = 350;

interface ListToolbarProps {
  search?: { value: string; placeholder: MessageKey; onChange(value: string): void };
  filters: readonly ListFilter[];
  filterValues: Record<string, string>;
  onFilterChange(param: string, value: string): void;
  /** Buttons at the toolbar's end (export). */
  actions?: ReactNode;
}

/** The search box and filter selects above a list; their values live in the URL. */
export function ListToolbar({ search, filters, filterValues, onFilterChange, actions }: ListToolbarProps) {
  if (!search && filters.length === 0 && !actions) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, alignItems: { md: 'center' } }}>
      {search ? <SearchBox {...search} /> : null}
      {filters.map((filter) => (
        <FilterSelect
          key={filter.param}
          filter={filter}
          value={filterValues[filter.param] ?? ''}
          onChange={(value) => onFilterChange(filter.param, value)}
        />
      ))}
      {actions}
    </Stack>
  );
}

/** One filter: its fixed options, then the rows of its lookup (vehicle types, tags, the company's vehicles). */
function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = useLookup(filter.source, undefined);
  const loaded = (rows.data ?? []) as readonly Titled[];
  // Until its rows arrive, a chosen value from the URL is kept as a plain choice.
  const known =
    (filter.options ?? []).some((o) => o.value === value) || loaded.some((r) => String(r.id) === value);
  return (
    <TextField
      select
      size="small"
      label={t(filter.label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { md: 220 } }}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `filter-${filter.param}` },
      }}
    >
      <MenuItem value="">{t('resource.filterAll')}</MenuItem>
      {(filter.options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.label)}
        </MenuItem>
      ))}
      {loaded.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {lookupRowText(row, filter.source?.rows, locale)}
        </MenuItem>
      ))}
      {value && !known ? <MenuItem value={value}>{value}</MenuItem> : null}
    </TextField>
  );
}

/** Typing updates the URL after a short pause; a URL change (back button) updates the box. */
function SearchBox({
  value,
  placeholder,
  onChange,
}: {
  value: string;
  placeholder: MessageKey;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChangeRef.current(text);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t(placeholder)}
      sx={{
        flex: 1,
        maxWidth: { md: 480 },
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
      slotProps={{
        htmlInput: { 'aria-label': t('resource.search'), dir: 'auto' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('resource.clearSearch')}
                onClick={() => {
                  setText('');
                  sent.current = '';
                  onChange('');
                }}
              >
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}

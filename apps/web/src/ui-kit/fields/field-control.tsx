import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { toLatinDigits } from '@navgan/domain/digits';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { lazy, Suspense } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormField, FormValues } from '../../lib/define-resource';
import { formatMoneyInput, parseMoneyInput, parseWholeNumberInput } from '../../lib/format/money-input';
import { localizeDigits } from '../../lib/format/number';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { useLocale } from '../../lib/i18n/use-locale';
import { fieldLabelOf } from '../../lib/resource/display-text';
import type { FieldFacts } from '../../lib/resource/form-facts';
import { PlateInput } from '../plate/plate-input';
import { FormattedTextInput } from './formatted-text-input';
import { LookupInput } from './lookup-input';
import { MultiLookupInput } from './multi-lookup-input';

interface FieldControlProps {
  field: FormField;
  facts: FieldFacts;
  labels: LabelScope;
  control: Control<FormValues, unknown, Record<string, unknown>>;
  /** After the user changes the value (cascades reset their children here). */
  onChanged(name: string): void;
  /** The record being edited: a tree lookup does not offer it or what is under it (a parent). */
  recordId?: number | undefined;
}

// Date pickers and date-fns are a large part of a form's code: loaded with the first date field.
const DateInput = lazy(() => import('./date-input').then((m) => ({ default: m.DateInput })));
const DateTimeInput = lazy(() => import('./date-time-input').then((m) => ({ default: m.DateTimeInput })));

/** One editable field of a record form, bound to react-hook-form, with its error in the current language. */
export function FieldControl({ field, facts, labels, control, onChanged, recordId }: FieldControlProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = useTheme().direction === 'rtl';
  const { field: bound, fieldState } = useController({ name: field.name, control });
  const parentName = field.kind === 'lookup' ? field.source.parent?.field : undefined;
  const parentValue = useWatch({ control, name: parentName ?? field.name, disabled: !parentName });
  const switchName = field.kind === 'date' ? field.timeWhen?.field : undefined;
  const switchValue = useWatch({ control, name: switchName ?? field.name, disabled: !switchName });
  const withTime =
    field.kind === 'date' && field.timeWhen !== undefined && switchValue === field.timeWhen.value;
  const label = fieldLabelOf(labels, field.name, locale);
  const error = fieldErrorText(fieldState.error?.message, field.name, locale, {
    labels,
    ...(facts.maxLength === undefined ? {} : { limit: facts.maxLength }),
  });
  const helper = field.helper ? t(field.helper) : undefined;
  const value = bound.value ?? '';
  const change = (next: string) => {
    bound.onChange(next);
    onChanged(field.name);
  };
  const common = {
    name: field.name,
    label,
    required: facts.required,
    error: Boolean(error),
    helperText: error ?? helper,
    fullWidth: true,
    onBlur: bound.onBlur,
  };
  // What the custom inputs (pickers, lookups, plate) take: the form's wiring and the error text.
  const wired = {
    name: field.name,
    label,
    value,
    onChange: change,
    onBlur: bound.onBlur,
    inputRef: bound.ref,
    required: facts.required,
    ...(error ? { error } : {}),
  };
  // No maxlength attribute on the inputs: the browser would drop what is typed or pasted past the
  // limit without a word. The schema's length message says it instead, over the whole text.

  switch (field.kind) {
    case 'text':
      if (field.digits) {
        return (
          <FormattedTextInput
            {...common}
            value={value}
            onChange={change}
            inputRef={bound.ref}
            format={(v) => localizeDigits(v, locale)}
            parse={toLatinDigits}
            caret="same"
            autoComplete={field.autoComplete ?? 'off'}
            slotProps={{
              htmlInput: {
                inputMode: field.inputMode ?? 'numeric',
                ...(field.ltr ? { dir: 'ltr', style: { textAlign: rtl ? 'right' : 'left' } } : {}),
              },
            }}
          />
        );
      }
      return (
        <TextField
          {...common}
          value={value}
          onChange={(event) => change(event.target.value)}
          inputRef={bound.ref}
          autoComplete={field.autoComplete}
          {...(field.password ? { type: 'password' } : {})}
          slotProps={{
            htmlInput: {
              ...(field.inputMode ? { inputMode: field.inputMode } : {}),
              ...(field.ltr ? { dir: 'ltr', style: { textAlign: rtl ? 'right' : 'left' } } : { dir: 'auto' }),
            },
          }}
        />
      );
    case 'textarea':
      return (
        <TextField
          {...common}
          value={value}
          onChange={(event) => change(event.target.value)}
          inputRef={bound.ref}
          multiline
          minRows={field.rows ?? 3}
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      );
    case 'number':
    case 'year':
      return (
        <FormattedTextInput
          {...common}
          value={value}
          onChange={change}
          inputRef={bound.ref}
          format={(v) => localizeDigits(v, locale)}
          parse={(text) => parseWholeNumberInput(text, 9)}
          caret="digits"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
    case 'money':
      return (
        <FormattedTextInput
          {...common}
          value={value}
          onChange={change}
          inputRef={bound.ref}
          format={(v) => formatMoneyInput(v, locale)}
          parse={parseMoneyInput}
          caret="digits"
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: 'numeric', dir: 'ltr', style: { textAlign: rtl ? 'right' : 'left' } },
          }}
        />
      );
    case 'date':
    case 'datetime': {
      // The pickers load with the first date field, so forms without dates do not carry them.
      const Picker = field.kind === 'datetime' || withTime ? DateTimeInput : DateInput;
      return (
        <Suspense fallback={<TextField label={label} required={facts.required} disabled fullWidth />}>
          <Picker {...wired} {...(helper ? { helper } : {})} />
        </Suspense>
      );
    }
    case 'switch':
      return (
        <FormControl error={Boolean(error)} sx={{ minHeight: 56, justifyContent: 'center' }}>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={value === 'true'}
                onChange={(event) => change(event.target.checked ? 'true' : 'false')}
                onBlur={bound.onBlur}
              />
            }
          />
          {error || helper ? <FormHelperText>{error ?? helper}</FormHelperText> : null}
        </FormControl>
      );
    case 'enum':
      return (
        <TextField
          {...common}
          select
          value={value}
          onChange={(event) => change(event.target.value)}
          inputRef={bound.ref}
        >
          {facts.required ? null : (
            <MenuItem value="">{field.none ? t(field.none) : <em>{t('resource.notChosen')}</em>}</MenuItem>
          )}
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'lookup':
      return (
        <LookupInput
          {...wired}
          source={field.source}
          {...(field.source.swatch ? { swatch: field.source.swatch } : {})}
          {...(helper ? { helper } : {})}
          {...(recordId !== undefined && field.source.rows === 'organization'
            ? { withoutSubtreeOf: recordId }
            : {})}
          {...(parentName
            ? {
                parentValue: String(parentValue ?? ''),
                parentLabel: fieldLabelOf(labels, parentName, locale),
              }
            : {})}
        />
      );
    case 'multiLookup':
      return <MultiLookupInput {...wired} source={field.source} {...(helper ? { helper } : {})} />;
    case 'plate':
      return <PlateInput {...wired} />;
  }
}

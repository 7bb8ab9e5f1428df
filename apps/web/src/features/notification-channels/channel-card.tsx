import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ChannelKind } from '@navgan/domain/notification-channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldValues, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../../lib/notify/notifier';
import { fieldLabelOf } from '../../lib/resource/display-text';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { SectionCard } from '../../ui-kit/section-card';
import { channelPath, channelsPath, channelTestPath } from './channel-api';

/** One field of a channel's form. */
export interface ChannelField {
  name: string;
  kind: 'text' | 'secret' | 'number' | 'switch' | 'select' | 'multiline';
  options?: { value: string; label: string }[];
  /** Typed text that reads left to right (addresses, keys, numbers). */
  ltr?: boolean;
  /** Shown only while the form's values say so. */
  shownWhen?: (values: Record<string, unknown>) => boolean;
  help?: string;
  /** The field's secret is stored: the empty field keeps it. */
  stored?: boolean;
}

/**
 * A channel's settings as a card: its form (checked by the domain schema, secrets never shown
 * back), save, and a test message to an address typed beside it.
 */
export function ChannelCard({
  channel,
  schema,
  fields,
  initial,
  configured,
  testPlaceholder,
}: {
  channel: ChannelKind;
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: ChannelField[];
  initial: Record<string, unknown>;
  configured: boolean;
  testPlaceholder: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm<FieldValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const [to, setTo] = useState('');
  const label = (name: string) => fieldLabelOf('notification_channels', name, locale);
  const save = useMutation({
    mutationFn: (body: FieldValues) => api.put(channelPath(channel), body, { fieldLabel: label }),
  });
  const test = useMutation({
    mutationFn: () =>
      api.post<{ sent: boolean; error: string }>(channelTestPath(channel), { to }, { fieldLabel: label }),
  });
  const onValid = (body: FieldValues) =>
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('channels.saved'));
        void queryClient.invalidateQueries({ queryKey: [channelsPath] });
      },
      onError: (error) => {
        if (!isApiError(error) || error.status !== 400) return;
        for (const [field, message] of serverFieldErrors(
          error.body,
          fields.map((f) => f.name),
        ))
          form.setError(field, { type: 'server', message });
      },
    });
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.sent) notifySuccess(t('channels.testSent'));
        else notifyError([{ messages: [t('channels.testFailed', { error: answer.error })] }]);
      },
    });
  const title = t(`channels.names.${channel}`);
  return (
    <SectionCard
      title={title}
      testId={`channel-${channel}`}
      actions={
        <Chip
          size="small"
          color={configured ? 'success' : 'default'}
          label={configured ? t('channels.on') : t('channels.notSetUp')}
        />
      }
    >
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onValid)} aria-label={title}>
        <Grid container spacing={2}>
          {fields
            .filter((field) => !field.shownWhen || field.shownWhen(values))
            .map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.kind === 'multiline' ? 12 : 6 }}>
                <Controller
                  name={field.name}
                  control={form.control}
                  render={({ field: control, fieldState }) => {
                    const error = fieldErrorText(fieldState.error?.message, field.name, locale, {
                      labels: 'notification_channels',
                    });
                    if (field.kind === 'switch')
                      return (
                        <FormControlLabel
                          control={
                            <Switch
                              checked={Boolean(control.value)}
                              onChange={(event) => control.onChange(event.target.checked)}
                            />
                          }
                          label={label(field.name)}
                        />
                      );
                    const helper =
                      error ??
                      (field.kind === 'secret' && field.stored ? t('channels.secretKept') : field.help);
                    return (
                      <TextField
                        {...control}
                        value={control.value ?? ''}
                        onChange={(event) =>
                          control.onChange(
                            field.kind === 'number' && event.target.value !== ''
                              ? Number(event.target.value)
                              : event.target.value,
                          )
                        }
                        select={field.kind === 'select'}
                        multiline={field.kind === 'multiline'}
                        minRows={field.kind === 'multiline' ? 3 : undefined}
                        type={
                          field.kind === 'secret' ? 'password' : field.kind === 'number' ? 'number' : 'text'
                        }
                        autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
                        label={label(field.name)}
                        placeholder={
                          field.kind === 'secret' && field.stored ? t('channels.secretStored') : undefined
                        }
                        error={Boolean(error)}
                        helperText={helper}
                        fullWidth
                        size="small"
                        slotProps={{ htmlInput: field.ltr ? { dir: 'ltr' } : {} }}
                      >
                        {field.options?.map((option) => (
                          <MenuItem key={option.value} value={option.value}>
                            {option.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    );
                  }}
                />
              </Grid>
            ))}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 120 }}>
            {t('channels.save')}
          </Button>
          <TextField
            size="small"
            label={t('channels.testTo')}
            placeholder={testPlaceholder}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            sx={{ flex: 1, maxWidth: 320 }}
          />
          <Button
            variant="outlined"
            disabled={!configured || to.trim() === ''}
            loading={test.isPending}
            onClick={sendTest}
          >
            {t('channels.test')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

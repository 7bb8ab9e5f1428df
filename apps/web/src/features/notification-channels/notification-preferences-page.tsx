import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { locales } from '@navgan/domain/locales';
import {
  type ChannelKind,
  type NotificationPreferencesInput,
  notificationPreferencesInput,
  type RoutableNotificationKind,
  routableNotificationKinds,
} from '@navgan/domain/notification-channels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf } from '../../lib/resource/display-text';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { type NotificationPreferencesAnswer, preferencesPath } from './channel-api';
import { ChatLinkDialog } from './chat-link-dialog';

const textFields = ['mobile', 'telegram_chat_id', 'bale_chat_id', 'quiet_from', 'quiet_to'] as const;
/** The channel each address field serves: shown only when the company has that channel. */
const fieldChannel: Partial<Record<(typeof textFields)[number], ChannelKind>> = {
  mobile: 'sms',
  telegram_chat_id: 'telegram',
  bale_chat_id: 'bale',
};

/**
 * The signed-in user's notifications outside the panel: which kinds reach them on which of the
 * company's channels, the language of the messages, their addresses and quiet hours.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const preferences = useQuery({
    queryKey: [preferencesPath],
    queryFn: ({ signal }) => api.get<NotificationPreferencesAnswer>(preferencesPath, { signal }),
  });
  const data = preferences.data;
  return (
    <Stack sx={{ maxWidth: 820 }}>
      <PageHeading
        title={t(pageTitleKey('notificationPreferences'))}
        subtitle={t('channels.preferencesIntro')}
      />
      {preferences.isError && !data ? (
        <LoadFailedAlert onRetry={() => void preferences.refetch()} />
      ) : data ? (
        <PreferencesForm answer={data} />
      ) : (
        <Skeleton variant="rounded" height={360} data-testid="preferences-loading" />
      )}
    </Stack>
  );
}

function PreferencesForm({ answer }: { answer: NotificationPreferencesAnswer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const label = (name: string) => fieldLabelOf('notification_channels', name, locale);
  const form = useForm<NotificationPreferencesInput>({
    resolver: zodResolver(notificationPreferencesInput),
    defaultValues: {
      language: answer.language,
      mobile: answer.mobile,
      telegram_chat_id: answer.telegram_chat_id,
      bale_chat_id: answer.bale_chat_id,
      quiet_from: answer.quiet_from,
      quiet_to: answer.quiet_to,
      routes: answer.routes,
    },
  });
  const save = useMutation({
    mutationFn: (body: NotificationPreferencesInput) =>
      api.put<NotificationPreferencesAnswer>(preferencesPath, body, { fieldLabel: label }),
  });
  const onValid = (body: NotificationPreferencesInput) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(t('channels.saved'));
        queryClient.setQueryData([preferencesPath], saved);
      },
      onError: (error) => {
        if (!isApiError(error) || error.status !== 400) return;
        for (const [field, message] of serverFieldErrors(error.body, [...textFields]))
          form.setError(field as (typeof textFields)[number], { type: 'server', message });
      },
    });
  const available = answer.available;
  const [linking, setLinking] = useState<{ channel: 'telegram' | 'bale'; code: string } | null>(null);
  const startLink = useMutation({
    mutationFn: (channel: 'telegram' | 'bale') =>
      api.post<{ code: string; expires_at: string }>(`${preferencesPath}link/`, { channel }),
  });
  const connect = (channel: 'telegram' | 'bale') =>
    startLink.mutate(channel, { onSuccess: ({ code }) => setLinking({ channel, code }) });
  const routes = form.watch('routes') ?? {};
  const toggle = (kind: RoutableNotificationKind, channel: ChannelKind, on: boolean) => {
    const current = routes[kind] ?? [];
    const next = on ? [...new Set([...current, channel])] : current.filter((c) => c !== channel);
    form.setValue('routes', { ...routes, [kind]: next }, { shouldDirty: true });
  };
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit(onValid)}>
      {available.length === 0 ? <Alert severity="info">{t('channels.noneAvailable')}</Alert> : null}
      {available.includes('email') ? (
        <Alert severity={answer.email ? 'success' : 'warning'}>
          {answer.email ? t('channels.emailOfAccount', { email: answer.email }) : t('channels.noEmail')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="language"
              control={form.control}
              render={({ field }) => (
                <TextField {...field} select label={label('language')} fullWidth size="small">
                  {locales.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`language.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          {textFields
            .filter((name) => {
              const channel = fieldChannel[name];
              return !channel || available.includes(channel);
            })
            .map((name) => {
              const { ref, ...field } = form.register(name);
              const error = fieldErrorText(form.formState.errors[name]?.message, name, locale, {
                labels: 'notification_channels',
              });
              const isTime = name === 'quiet_from' || name === 'quiet_to';
              const chat = name === 'telegram_chat_id' ? 'telegram' : name === 'bale_chat_id' ? 'bale' : null;
              const help = chat
                ? t('channels.chatIdHelpLink')
                : name === 'quiet_to'
                  ? t('channels.quietHelp')
                  : undefined;
              return (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...field}
                    inputRef={ref}
                    type={isTime ? 'time' : 'text'}
                    label={label(name)}
                    error={Boolean(error)}
                    helperText={error ?? help}
                    fullWidth
                    size="small"
                    slotProps={{
                      htmlInput: { dir: 'ltr' },
                      inputLabel: isTime ? { shrink: true } : {},
                      input: chat
                        ? {
                            endAdornment: (
                              <InputAdornment position="end">
                                <Button
                                  size="small"
                                  loading={startLink.isPending && startLink.variables === chat}
                                  onClick={() => connect(chat)}
                                >
                                  {t('channels.connect')}
                                </Button>
                              </InputAdornment>
                            ),
                          }
                        : {},
                    }}
                  />
                </Grid>
              );
            })}
        </Grid>
      </Paper>
      {available.length > 0 ? (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label('routes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('channels.kindColumn')}</TableCell>
                {available.map((channel) => (
                  <TableCell key={channel} align="center">
                    {t(`channels.names.${channel}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {routableNotificationKinds.map((kind) => (
                <TableRow key={kind}>
                  <TableCell>
                    <Typography variant="body2">{t(`channels.kinds.${kind}`)}</Typography>
                  </TableCell>
                  {available.map((channel) => {
                    const name = `${t(`channels.kinds.${kind}`)} — ${t(`channels.names.${channel}`)}`;
                    return (
                      <TableCell key={channel} align="center">
                        <Checkbox
                          checked={(routes[kind] ?? []).includes(channel)}
                          onChange={(event) => toggle(kind, channel, event.target.checked)}
                          slotProps={{ input: { 'aria-label': name } }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
      {linking ? (
        <ChatLinkDialog
          channel={linking.channel}
          code={linking.code}
          onClose={() => setLinking(null)}
          onLinked={(chatId) => {
            form.setValue(linking.channel === 'telegram' ? 'telegram_chat_id' : 'bale_chat_id', chatId);
            setLinking(null);
          }}
        />
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 160 }}>
          {t('channels.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import {
  botChannelInput,
  emailChannelInput,
  smsChannelInput,
  smsProviders,
} from '@navgan/domain/notification-channels';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { pageTitleKey } from '../../lib/paths';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { type ChannelSettingsAnswer, channelsPath } from './channel-api';
import { ChannelCard } from './channel-card';
import { DeliveryLog } from './delivery-log';

const isCustom = (values: Record<string, unknown>) => values.provider === 'custom';

/**
 * The company's notification channels (administrators): its mail server, SMS gateway and
 * Telegram and Bale bots, each with a test message, and the log of what was sent through them.
 */
export function NotificationChannelsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: [channelsPath],
    queryFn: ({ signal }) => api.get<ChannelSettingsAnswer>(channelsPath, { signal }),
  });
  const data = settings.data;
  const bot = (channel: 'telegram' | 'bale') => {
    const stored = data?.[channel];
    return (
      <ChannelCard
        key={channel}
        channel={channel}
        schema={botChannelInput}
        configured={Boolean(stored?.enabled && stored.has_token)}
        initial={{ enabled: stored?.enabled ?? true, token: '', api_base: stored?.api_base ?? '' }}
        testPlaceholder="123456789"
        fields={[
          { name: 'token', kind: 'secret', ltr: true, stored: stored?.has_token ?? false },
          { name: 'api_base', kind: 'text', ltr: true },
          { name: 'enabled', kind: 'switch' },
        ]}
      />
    );
  };
  return (
    <>
      <PageHeading title={t(pageTitleKey('notificationChannels'))} subtitle={t('channels.intro')} />
      {settings.isError && !data ? (
        <LoadFailedAlert sx={{ mb: 2 }} onRetry={() => void settings.refetch()} />
      ) : null}
      {!data ? (
        settings.isError ? null : (
          <Skeleton variant="rounded" height={320} data-testid="channels-loading" />
        )
      ) : (
        <>
          <ChannelCard
            channel="email"
            schema={emailChannelInput}
            configured={Boolean(data.email?.enabled)}
            initial={{
              enabled: data.email?.enabled ?? true,
              host: data.email?.host ?? '',
              port: data.email?.port ?? 587,
              secure: data.email?.secure ?? false,
              username: data.email?.username ?? '',
              password: '',
              from_address: data.email?.from_address ?? '',
            }}
            testPlaceholder="name@example.com"
            fields={[
              { name: 'host', kind: 'text', ltr: true },
              { name: 'port', kind: 'number', ltr: true },
              { name: 'username', kind: 'text', ltr: true },
              { name: 'password', kind: 'secret', ltr: true, stored: data.email?.has_password ?? false },
              { name: 'from_address', kind: 'text', ltr: true },
              { name: 'secure', kind: 'switch' },
              { name: 'enabled', kind: 'switch' },
            ]}
          />
          <ChannelCard
            channel="sms"
            schema={smsChannelInput}
            configured={Boolean(data.sms?.enabled)}
            initial={{
              enabled: data.sms?.enabled ?? true,
              provider: data.sms?.provider ?? 'kavenegar',
              api_key: '',
              username: data.sms?.username ?? '',
              sender: data.sms?.sender ?? '',
              base_url: data.sms?.base_url ?? '',
              custom_url: data.sms?.custom_url ?? '',
              custom_method: data.sms?.custom_method ?? 'POST',
              custom_body: data.sms?.custom_body ?? '',
              custom_content_type: data.sms?.custom_content_type ?? 'json',
            }}
            testPlaceholder="09121234567"
            fields={[
              {
                name: 'provider',
                kind: 'select',
                options: smsProviders.map((value) => ({ value, label: t(`channels.providers.${value}`) })),
              },
              { name: 'api_key', kind: 'secret', ltr: true, stored: data.sms?.has_api_key ?? false },
              {
                name: 'username',
                kind: 'text',
                ltr: true,
                shownWhen: (values) => values.provider === 'melipayamak' || isCustom(values),
              },
              { name: 'sender', kind: 'text', ltr: true },
              { name: 'base_url', kind: 'text', ltr: true, shownWhen: (values) => !isCustom(values) },
              {
                name: 'custom_url',
                kind: 'text',
                ltr: true,
                shownWhen: isCustom,
                help: t('channels.smsTemplateHelp'),
              },
              {
                name: 'custom_method',
                kind: 'select',
                shownWhen: isCustom,
                options: ['POST', 'GET'].map((value) => ({ value, label: value })),
              },
              {
                name: 'custom_content_type',
                kind: 'select',
                shownWhen: (values) => isCustom(values) && values.custom_method === 'POST',
                options: [
                  { value: 'json', label: 'JSON' },
                  { value: 'form', label: 'application/x-www-form-urlencoded' },
                ],
              },
              {
                name: 'custom_body',
                kind: 'multiline',
                ltr: true,
                shownWhen: (values) => isCustom(values) && values.custom_method === 'POST',
              },
              { name: 'enabled', kind: 'switch' },
            ]}
          />
          {bot('telegram')}
          {bot('bale')}
        </>
      )}
      {data && !data.email && !data.sms && !data.telegram && !data.bale ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('channels.noneAvailable')}
        </Alert>
      ) : null}
      <DeliveryLog />
    </>
  );
}

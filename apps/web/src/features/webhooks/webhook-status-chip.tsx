import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { Webhook } from '@navgan/domain/webhooks';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/date';
import { useLocale } from '../../lib/i18n/use-locale';

/** Active, paused by a person, or paused by the server after a day of failures (with since when). */
export function WebhookStatusChip({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = webhook.active ? 'active' : webhook.paused_reason === 'failing' ? 'failing' : 'paused';
  const chip = (
    <Chip
      size="small"
      data-testid="webhook-status"
      color={state === 'active' ? 'success' : state === 'failing' ? 'error' : 'default'}
      variant={state === 'active' ? 'outlined' : 'filled'}
      label={t(`webhooks.statuses.${state}`)}
    />
  );
  return webhook.failing_since ? (
    <Tooltip
      title={t('webhooks.failingSince', { when: formatDate(webhook.failing_since, locale, 'dateTime') })}
    >
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

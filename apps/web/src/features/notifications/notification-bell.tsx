import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { notificationBadgeMax } from '@navgan/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCapped } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { NotificationDrawer } from './notification-drawer';
import {
  unreadNotificationsQuery,
  useReadAllNotifications,
  useReadNotification,
} from './notifications-query';

/** The top-bar bell: unread count (capped at 99+), opening the notifications drawer. */
export function NotificationBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { data, isPending } = useQuery(unreadNotificationsQuery);
  const readOne = useReadNotification();
  const readAll = useReadAllNotifications();
  const count = data?.length ?? 0;
  const countText = formatCapped(count, notificationBadgeMax, locale);
  const label =
    count > 0 ? t('layout.notificationsCount', { count, value: countText }) : t('layout.notifications');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Badge
            color="error"
            badgeContent={count > 0 ? countText : undefined}
            invisible={count === 0}
            data-testid="notification-badge"
          >
            {count > 0 ? <NotificationsRounded /> : <NotificationsNoneRounded />}
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationDrawer
        open={open}
        onClose={() => setOpen(false)}
        items={data}
        loading={isPending}
        locale={locale}
        onRead={(id) => readOne.mutate(id)}
        onReadAll={() => readAll.mutate()}
      />
    </>
  );
}

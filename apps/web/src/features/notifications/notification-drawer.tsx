import BadgeRounded from '@mui/icons-material/BadgeRounded';
import BuildRounded from '@mui/icons-material/BuildRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import FenceRounded from '@mui/icons-material/FenceRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import WebhookRounded from '@mui/icons-material/WebhookRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Locale } from '@navgan/domain/locales';
import { type NotificationItem, notificationBody, notificationTitle } from '@navgan/domain/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../lib/format/relative-time';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { getHref } from '../../lib/paths';
import { type NotificationKind, notificationKind, notificationTarget } from './notification-kinds';

const kindLook: Record<NotificationKind, { icon: ReactNode; color: string }> = {
  driver: { icon: <BadgeRounded fontSize="small" />, color: '#0b5d6b' },
  vehicle: { icon: <DirectionsCarRounded fontSize="small" />, color: '#1d4ed8' },
  service: { icon: <BuildRounded fontSize="small" />, color: '#b45309' },
  fence: { icon: <FenceRounded fontSize="small" />, color: '#b91c1c' },
  announcement: { icon: <CampaignRounded fontSize="small" />, color: '#7c3aed' },
  approval: { icon: <HowToRegRounded fontSize="small" />, color: '#047857' },
  webhook: { icon: <WebhookRounded fontSize="small" />, color: '#be123c' },
  other: { icon: <NotificationsRounded fontSize="small" />, color: '#475569' },
};

function hrefOf(item: NotificationItem, locale: Locale): string | null {
  const target = notificationTarget(item);
  if (!target) return null;
  const lang = routeLanguageFor(locale);
  return 'id' in target ? getHref(lang, target.route, { id: target.id }) : getHref(lang, target.route);
}

function ItemContent({ item, locale }: { item: NotificationItem; locale: Locale }) {
  const look = kindLook[notificationKind(item)];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0, flex: 1 }}>
      <Box
        aria-hidden
        sx={{
          flex: '0 0 36px',
          height: 36,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: look.color,
          bgcolor: `${look.color}14`,
        }}
      >
        {look.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {notificationTitle(item, locale)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {notificationBody(item, locale)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={item.notification.created}>
            {formatRelativeTime(item.notification.created, locale)}
          </time>
        </Typography>
      </Box>
    </Stack>
  );
}

export interface NotificationDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NotificationItem[] | undefined;
  loading: boolean;
  locale: Locale;
  onRead: (id: number) => void;
  onReadAll: () => void;
}

/**
 * The notifications drawer (spec sections 4 and 9): the unread items with an icon and a link by
 * type, each readable on its own, and 'read all'. Reading removes items at once.
 */
export function NotificationDrawer({
  open,
  onClose,
  items,
  loading,
  locale,
  onRead,
  onReadAll,
}: NotificationDrawerProps) {
  const { t } = useTranslation();
  const count = items?.length ?? 0;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // A temporary drawer sits at the drawer layer, under the app bar: lift it to the modal layer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'notifications-heading',
          sx: { width: { xs: '100vw', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="notifications-heading" variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {t('layout.notifications')}
        </Typography>
        <Button size="small" startIcon={<DoneAllRounded />} disabled={count === 0} onClick={onReadAll}>
          {t('notifications.readAll')}
        </Button>
        <IconButton aria-label={t('notifications.close')} onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Stack>
      {loading ? (
        <Box sx={{ p: 2 }} data-testid="notifications-loading">
          {[0, 1, 2].map((row) => (
            <Stack key={row} direction="row" spacing={1.5} sx={{ mb: 2 }}>
              <Skeleton variant="rounded" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton />
                <Skeleton width="25%" />
              </Box>
            </Stack>
          ))}
        </Box>
      ) : count === 0 ? (
        <Box sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }}>
          <NotificationsNoneRounded sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography>{t('layout.noNotifications')}</Typography>
        </Box>
      ) : (
        <List sx={{ overflowY: 'auto', flex: 1, py: 0 }} aria-labelledby="notifications-heading">
          {items?.map((item) => {
            const href = hrefOf(item, locale);
            const title = notificationTitle(item, locale);
            return (
              <ListItem
                key={item.id}
                divider
                disablePadding
                data-testid="notification-item"
                secondaryAction={
                  <Tooltip title={t('notifications.markRead')}>
                    <IconButton
                      edge="end"
                      aria-label={t('notifications.markReadOf', { title })}
                      onClick={() => onRead(item.id)}
                    >
                      <DoneRounded />
                    </IconButton>
                  </Tooltip>
                }
              >
                {href ? (
                  <ListItemButton
                    component={Link}
                    to={href}
                    onClick={() => {
                      onRead(item.id);
                      onClose();
                    }}
                    sx={{ py: 1.5, alignItems: 'flex-start' }}
                  >
                    <ItemContent item={item} locale={locale} />
                  </ListItemButton>
                ) : (
                  <Box sx={{ px: 2, py: 1.5, width: '100%' }}>
                    <ItemContent item={item} locale={locale} />
                  </Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Drawer>
  );
}

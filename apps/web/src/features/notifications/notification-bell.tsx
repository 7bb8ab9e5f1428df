import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { notificationBadgeMax } from '@navgan/domain/constants';
import { notificationBody, notificationTitle } from '@navgan/domain/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCapped } from '../../lib/format/number';
import { formatRelativeTime } from '../../lib/format/relative-time';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePopupTrigger } from '../../lib/ui/use-popup-trigger';
import { unreadNotificationsQuery } from './notifications-query';

/** The top-bar bell: unread count (capped at 99+) and a popover listing the unread items. */
export function NotificationBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const popover = usePopupTrigger('dialog');
  const { data, isPending } = useQuery(unreadNotificationsQuery);
  const count = data?.length ?? 0;
  const countText = formatCapped(count, notificationBadgeMax, locale);
  const label =
    count > 0 ? t('layout.notificationsCount', { count, value: countText }) : t('layout.notifications');
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} {...popover.triggerProps}>
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
      <Popover
        id={popover.popupId}
        open={popover.open}
        anchorEl={popover.anchor}
        onClose={popover.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('layout.notifications'),
            sx: { width: 360, maxWidth: '92vw' },
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('layout.notifications')}
          </Typography>
        </Box>
        {isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton width="60%" />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        ) : count === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            <NotificationsNoneRounded sx={{ fontSize: 40, mb: 1 }} aria-hidden />
            <Typography variant="body2">{t('layout.noNotifications')}</Typography>
          </Box>
        ) : (
          <List dense sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {data?.map((item) => (
              <ListItem key={item.id} divider alignItems="flex-start">
                <ListItemText
                  primary={notificationTitle(item, locale)}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block' }}>
                        {notificationBody(item, locale)}
                      </Box>
                      <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12 }}>
                        {formatRelativeTime(item.notification.created, locale)}
                      </Box>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

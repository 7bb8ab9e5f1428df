import BusinessRounded from '@mui/icons-material/BusinessRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/access/use-access';
import { logout } from '../../lib/auth/logout';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref } from '../../lib/paths';
import { usePopupTrigger } from '../../lib/ui/use-popup-trigger';

/** The user menu: company profile, notification channels and preferences, change password, logout. */
export function AccountMenu({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  const { popupId, anchor, open, close, triggerProps } = usePopupTrigger();
  const canSeeChannels = useCan('company', 'view');
  return (
    <>
      <Tooltip title={t('accountMenu.label')}>
        <IconButton aria-label={t('accountMenu.label')} {...triggerProps} sx={{ p: 0.5 }}>
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15 }}>
            {userName.trim().charAt(0).toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={popupId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('accountMenu.label') } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1, color: 'text.secondary' }} noWrap>
          {userName}
        </Typography>
        <Divider />
        <MenuItem component={Link} to={getHref(lang, 'companyProfile')} onClick={close}>
          <ListItemIcon>
            <BusinessRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.companyProfile')}</ListItemText>
        </MenuItem>
        {canSeeChannels ? (
          <MenuItem component={Link} to={getHref(lang, 'notificationChannels')} onClick={close}>
            <ListItemIcon>
              <HubRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('channels.channelsMenu')}</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem component={Link} to={getHref(lang, 'notificationPreferences')} onClick={close}>
          <ListItemIcon>
            <NotificationsActiveRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('channels.preferencesMenu')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={getHref(lang, 'changePassword')} onClick={close}>
          <ListItemIcon>
            <LockResetRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.changePassword')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('accountMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

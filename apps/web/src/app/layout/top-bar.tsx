import AddCircleRounded from '@mui/icons-material/AddCircleRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { productName } from '@navgan/domain/product';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { LanguageSelector } from '../../lib/i18n/language-selector';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { dashboardHref } from '../../lib/paths';
import { NavganLogo } from '../../lib/ui/navgan-logo';
import { AccountMenu } from './account-menu';
import { LinkDropdown } from './link-dropdown';
import { addMenuLinks } from './menu-items';

interface TopBarProps {
  menuExpanded: boolean;
  mobileMenuOpen: boolean;
  onToggleMenu: () => void;
  onToggleMobileMenu: () => void;
  userName: string;
}

export function TopBar({
  menuExpanded,
  mobileMenuOpen,
  onToggleMenu,
  onToggleMobileMenu,
  userName,
}: TopBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const compact = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const rtl = useTheme().direction === 'rtl';
  const toggleLabel = compact
    ? t('layout.openMenu')
    : menuExpanded
      ? t('layout.collapseMenu')
      : t('layout.expandMenu');

  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <Tooltip title={toggleLabel}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={toggleLabel}
            aria-expanded={compact ? mobileMenuOpen : menuExpanded}
            aria-controls="side-menu"
            onClick={compact ? onToggleMobileMenu : onToggleMenu}
          >
            {!compact && menuExpanded ? (
              <MenuOpenRounded sx={{ transform: rtl ? 'scaleX(-1)' : 'none' }} />
            ) : (
              <MenuRounded />
            )}
          </IconButton>
        </Tooltip>
        <Stack
          component={Link}
          to={dashboardHref(routeLanguageFor(locale))}
          direction="row"
          spacing={1.25}
          sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          <NavganLogo size={34} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 800, color: 'primary.main' }} noWrap>
            {productName[locale]}
          </Typography>
        </Stack>
        <Box sx={{ flex: 1 }} />
        <Stack
          direction="row"
          spacing={{ xs: 0, sm: 0.5 }}
          sx={{ alignItems: 'center', color: 'text.secondary' }}
        >
          <LinkDropdown
            label={t('addMenu.label')}
            text={compact ? undefined : t('layout.add')}
            icon={<AddCircleRounded />}
            links={addMenuLinks.map(({ route, label }) => ({ route, label: t(label) }))}
          />
          <LinkDropdown
            label={t('userMenu.label')}
            icon={<ManageAccountsRounded />}
            links={[
              { route: 'organizationsAdd', label: t('userMenu.addOrganization') },
              { route: 'usersAdd', label: t('userMenu.addUser') },
              { route: 'organizationsList', label: t('userMenu.organizationList') },
              { route: 'usersList', label: t('userMenu.userList') },
              { route: 'policies', label: t('userMenu.policies') },
              { route: 'apiKeys', label: t('userMenu.apiKeys') },
              { route: 'webhooks', label: t('userMenu.webhooks') },
            ]}
          />
          <NotificationBell />
          <LanguageSelector compact={phone} />
          <AccountMenu userName={userName} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}

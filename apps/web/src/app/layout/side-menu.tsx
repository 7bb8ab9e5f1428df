import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteAllowed } from '../../lib/access/use-access';
import { logout } from '../../lib/auth/logout';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref, routes } from '../../lib/paths';
import { type MenuGroup, type MenuLink, menuEntries, visibleMenuEntries } from './menu-items';
import { sectionIcons } from './section-icons';
import { UserPanel } from './user-panel';

interface SideMenuProps {
  expanded: boolean;
  userName: string;
  /** Asks the layout to expand the panel (a group was clicked while collapsed). */
  onExpand: () => void;
  /** Called after following a link (closes the phone drawer). */
  onNavigate?: () => void;
}

function useHint(expanded: boolean) {
  const theme = useTheme();
  const placement = theme.direction === 'rtl' ? 'left' : 'right';
  return (title: string, child: ReactElement) =>
    expanded ? (
      child
    ) : (
      <Tooltip title={title} placement={placement}>
        {child}
      </Tooltip>
    );
}

const itemSx = (expanded: boolean) => ({
  minHeight: 44,
  mx: 1,
  px: expanded ? 1.5 : 0,
  justifyContent: expanded ? 'initial' : 'center',
  '&.Mui-selected': { bgcolor: 'rgba(11, 93, 107, 0.12)', color: 'primary.dark' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
});

const iconSx = (expanded: boolean) => ({
  minWidth: 0,
  marginInlineEnd: expanded ? 1.5 : 0,
  justifyContent: 'center',
  color: 'text.secondary',
});

/** The navigation of spec section 2: icons only while collapsed, labels and groups when expanded. */
export function SideMenu({ expanded, userName, onExpand, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  const { pathname } = useLocation();
  const hint = useHint(expanded);
  const allowed = useRouteAllowed();
  const entries = visibleMenuEntries(menuEntries, allowed);
  const isActive = (link: MenuLink) => pathname === getHref(lang, link.route);
  const groupIsActive = (group: MenuGroup) => group.children.some(isActive);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});

  // The group holding the current page opens by itself.
  const activeGroupId = entries.find(
    (entry): entry is MenuGroup => entry.kind === 'group' && groupIsActive(entry),
  )?.id;
  useEffect(() => {
    if (activeGroupId)
      setOpenGroups((open) => (open[activeGroupId] ? open : { ...open, [activeGroupId]: true }));
  }, [activeGroupId]);

  const renderLink = (link: MenuLink, nested = false) => {
    const Icon = sectionIcons[routes[link.route].section];
    const label = t(link.label as 'menu.dashboard');
    return (
      <li key={link.route}>
        {hint(
          label,
          <ListItemButton
            component={Link}
            to={getHref(lang, link.route)}
            selected={isActive(link)}
            aria-current={isActive(link) ? 'page' : undefined}
            aria-label={expanded ? undefined : label}
            onClick={onNavigate}
            sx={{ ...itemSx(expanded), ...(nested ? { paddingInlineStart: 5.25, minHeight: 38 } : {}) }}
          >
            {nested ? (
              <Box
                aria-hidden
                sx={{
                  width: 6,
                  height: 6,
                  borderRadius: '50%',
                  bgcolor: 'currentColor',
                  opacity: 0.4,
                  marginInlineEnd: 1.5,
                }}
              />
            ) : (
              <ListItemIcon sx={iconSx(expanded)}>
                <Icon />
              </ListItemIcon>
            )}
            {expanded ? (
              <ListItemText
                primary={label}
                slotProps={{ primary: { noWrap: true, variant: nested ? 'body2' : 'body1' } }}
              />
            ) : null}
          </ListItemButton>,
        )}
      </li>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 0 auto' }}>
      <UserPanel name={userName} expanded={expanded} />
      <Divider sx={{ mx: 2 }} />
      <Box component="nav" aria-label={t('layout.mainMenu')} sx={{ flex: 1, py: 1 }}>
        <List disablePadding>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              renderLink(entry)
            ) : (
              <MenuGroupItem
                key={entry.id}
                group={entry}
                expanded={expanded}
                open={expanded && Boolean(openGroups[entry.id])}
                active={groupIsActive(entry)}
                hint={hint}
                onToggle={() => {
                  if (!expanded) {
                    onExpand();
                    setOpenGroups((open) => ({ ...open, [entry.id]: true }));
                  } else {
                    setOpenGroups((open) => ({ ...open, [entry.id]: !open[entry.id] }));
                  }
                }}
              >
                {entry.children.map((child) => renderLink(child, true))}
              </MenuGroupItem>
            ),
          )}
          <li>
            <Divider sx={{ mx: 2, my: 1 }} />
          </li>
          <li>
            {hint(
              t('menu.logout'),
              <ListItemButton
                onClick={logout}
                aria-label={expanded ? undefined : t('menu.logout')}
                sx={{ ...itemSx(expanded), color: 'error.main' }}
              >
                <ListItemIcon sx={{ ...iconSx(expanded), color: 'error.main' }}>
                  <LogoutRounded />
                </ListItemIcon>
                {expanded ? <ListItemText primary={t('menu.logout')} /> : null}
              </ListItemButton>,
            )}
          </li>
        </List>
      </Box>
    </Box>
  );
}

interface MenuGroupItemProps {
  group: MenuGroup;
  expanded: boolean;
  open: boolean;
  active: boolean;
  hint: (title: string, child: ReactElement) => ReactElement;
  onToggle: () => void;
  children: ReactElement[];
}

function MenuGroupItem({ group, expanded, open, active, hint, onToggle, children }: MenuGroupItemProps) {
  const { t } = useTranslation();
  const listId = useId();
  const Icon = sectionIcons[routes[group.iconRoute].section];
  const label = t(group.label as 'menu.drivers');
  return (
    <li>
      {hint(
        label,
        <ListItemButton
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={expanded ? undefined : label}
          sx={{
            ...itemSx(expanded),
            ...(active && !open ? { bgcolor: 'rgba(11, 93, 107, 0.08)' } : {}),
          }}
        >
          <ListItemIcon sx={{ ...iconSx(expanded), ...(active ? { color: 'primary.main' } : {}) }}>
            <Icon />
          </ListItemIcon>
          {expanded ? (
            <>
              <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
              {open ? (
                <ExpandLessRounded fontSize="small" aria-hidden />
              ) : (
                <ExpandMoreRounded fontSize="small" aria-hidden />
              )}
            </>
          ) : null}
        </ListItemButton>,
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={label}>
          {children}
        </List>
      </Collapse>
    </li>
  );
}

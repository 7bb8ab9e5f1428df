import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRouteAllowed } from '../../lib/access/use-access';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref, type RouteId, routes } from '../../lib/paths';
import { usePopupTrigger } from '../../lib/ui/use-popup-trigger';
import { sectionIcons } from './section-icons';

export interface DropdownLink {
  route: RouteId;
  label: string;
}

interface LinkDropdownProps {
  /** Accessible name of the trigger and the menu. */
  label: string;
  icon: ReactNode;
  /** Visible trigger text; without it the trigger is an icon button. */
  text?: string;
  links: DropdownLink[];
}

/**
 * A top-bar button that opens a menu of links (the 'add' and user-management dropdowns); links to
 * routes the user may not open are left out, and without any the button is not shown.
 */
export function LinkDropdown({ label, icon, text, links: allLinks }: LinkDropdownProps) {
  const lang = routeLanguageFor(useLocale());
  const { popupId, anchor, open, close, triggerProps } = usePopupTrigger();
  const allowed = useRouteAllowed();
  const links = allLinks.filter((link) => allowed(link.route));
  if (!links.length) return null;
  return (
    <>
      {text ? (
        <Button color="inherit" startIcon={icon} aria-label={label} {...triggerProps}>
          {text}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} {...triggerProps}>
            {icon}
          </IconButton>
        </Tooltip>
      )}
      <Menu
        id={popupId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {links.map((link) => {
          const Icon = sectionIcons[routes[link.route].section];
          return (
            <MenuItem key={link.route} component={Link} to={getHref(lang, link.route)} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{link.label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

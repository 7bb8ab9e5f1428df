import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCurrentRouteId } from '../use-current-route-id';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { RouteAccessGate } from './route-access-gate';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useDisplayName } from './use-display-name';

export const expandedMenuWidth = 288;
export const collapsedMenuWidth = 76;

/**
 * The logged-in frame: top bar, side menu (collapsed by default on desktop, a temporary drawer
 * below md), breadcrumbs and the page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const userName = useDisplayName();
  const routeId = useCurrentRouteId();
  const compact = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [expanded, setExpanded] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = expanded ? expandedMenuWidth : collapsedMenuWidth;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('layout.skipToContent')}
      </Link>
      <TopBar
        menuExpanded={expanded}
        mobileMenuOpen={mobileOpen}
        onToggleMenu={() => setExpanded((value) => !value)}
        onToggleMobileMenu={() => setMobileOpen((value) => !value)}
        userName={userName}
      />
      {compact ? (
        <Drawer
          id="side-menu"
          variant="temporary"
          anchor="left"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{
            zIndex: (theme) => theme.zIndex.drawer + 2,
            '& .MuiDrawer-paper': { width: expandedMenuWidth, maxWidth: '85vw', boxSizing: 'border-box' },
          }}
        >
          <SideMenu
            expanded
            userName={userName}
            onExpand={() => undefined}
            onNavigate={() => setMobileOpen(false)}
          />
        </Drawer>
      ) : (
        <Drawer
          id="side-menu"
          variant="permanent"
          anchor="left"
          data-expanded={expanded}
          sx={{
            width,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
              bgcolor: 'background.paper',
            },
          }}
        >
          <Toolbar />
          <SideMenu expanded={expanded} userName={userName} onExpand={() => setExpanded(true)} />
        </Drawer>
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 6, outline: 'none' }}
      >
        <Toolbar />
        <Box sx={{ maxWidth: 1400, mx: 'auto', pt: 3 }}>
          {routeId ? <PageBreadcrumbs routeId={routeId} /> : null}
          <RouteAccessGate routeId={routeId}>
            <Outlet />
          </RouteAccessGate>
        </Box>
      </Box>
    </Box>
  );
}

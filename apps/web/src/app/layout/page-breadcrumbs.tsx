import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { breadcrumbTrail, getHref, pageTitleKey, type RouteId } from '../../lib/paths';

/** Dashboard -> list -> current page (spec section 2). Links never carry an :id they don't have. */
export function PageBreadcrumbs({ routeId }: { routeId: RouteId }) {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  const rtl = useTheme().direction === 'rtl';
  const trail = breadcrumbTrail(routeId);
  if (trail.length < 2) return null;
  return (
    <Breadcrumbs
      aria-label={t('layout.breadcrumb')}
      separator={rtl ? <ChevronLeftRounded fontSize="small" /> : <ChevronRightRounded fontSize="small" />}
      sx={{ mb: 2, fontSize: 14 }}
    >
      {trail.map((id, index) =>
        index === trail.length - 1 ? (
          <Typography
            key={id}
            color="text.primary"
            aria-current="page"
            sx={{ fontSize: 'inherit', fontWeight: 600 }}
          >
            {t(pageTitleKey(id))}
          </Typography>
        ) : (
          <Link
            key={id}
            component={RouterLink}
            to={getHref(lang, id as 'dashboard')}
            underline="hover"
            color="text.secondary"
          >
            {t(pageTitleKey(id))}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

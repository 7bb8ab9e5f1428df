import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useResourceAbilities } from '../lib/access/use-resource-abilities';
import { type ResourceDefinition, resourceRouteIds } from '../lib/define-resource';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { pageTitleKey } from '../lib/paths';
import { resourceHref } from '../lib/resource/resource-href';
import { ExportButton } from './export-button';
import { RecordsList } from './records-list';

/**
 * The list screen of a resource (spec section 2): 'new registration' to ./add, search and filters
 * and the page in the URL, ten rows a page, view / edit / delete on each row.
 */
export function ListPage<R extends { id: number }, S extends z.ZodObject>({
  resource,
}: {
  resource: ResourceDefinition<R, S>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const may = useResourceAbilities(resource.route);
  const exported = resource.list.export;

  return (
    <RecordsList<R>
      title={t(pageTitleKey(resourceRouteIds(resource.route).list))}
      api={resource.api}
      columns={resource.list.columns}
      labels={resource.labels}
      nameOf={(record) => resource.recordName(record, locale)}
      search={resource.list.search}
      filters={resource.list.filters}
      empty={resource.list.empty}
      addAction={() =>
        may.add ? (
          <Button
            component={Link}
            to={resourceHref(lang, resource.route, 'add')}
            variant="contained"
            startIcon={<AddRounded />}
          >
            {t('resource.newRegistration')}
          </Button>
        ) : undefined
      }
      toolbarAction={(state) =>
        exported && may.export ? (
          <ExportButton path={exported.api} fileName={exported.fileName} state={state} />
        ) : undefined
      }
      mayDelete={may.delete && resource.deletable !== false}
      rowActions={{
        viewHref: (record) => resourceHref(lang, resource.route, 'view', record.id),
        editHref: (record) => resourceHref(lang, resource.route, 'edit', record.id),
        canEdit: may.change,
      }}
    />
  );
}

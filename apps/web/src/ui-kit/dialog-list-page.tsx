import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../lib/access/use-resource-abilities';
import type { DialogListDefinition } from '../lib/define-screens';
import { pageTitleKey } from '../lib/paths';
import { useRecordDialogs } from './record-dialogs';
import { RecordsList } from './records-list';

/**
 * A list screen whose records are added and edited in a dialog over it (devices, fuel
 * transactions): the route table has no add, edit or view screens for them.
 */
export function DialogListPage<R extends { id: number }>({
  resource,
  extraActions,
}: {
  resource: DialogListDefinition<R>;
  /** Buttons of a row's own before edit and delete (a device's key). */
  extraActions?(record: R): ReactNode;
}) {
  const { t } = useTranslation();
  const may = useAbilities(resource.access);
  const dialogs = useRecordDialogs(resource);

  return (
    <>
      <RecordsList<R>
        title={t(pageTitleKey(resource.page))}
        api={resource.api}
        columns={resource.columns}
        labels={resource.labels}
        nameOf={dialogs.nameOf}
        search={resource.search}
        filters={resource.filters}
        empty={resource.empty}
        addAction={(state) =>
          may.add ? (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => dialogs.add(state.filters)}>
              {t('resource.newRegistration')}
            </Button>
          ) : undefined
        }
        mayDelete={may.delete}
        rowActions={{ onEdit: dialogs.edit, canEdit: may.change, ...(extraActions ? { extraActions } : {}) }}
      />
      {dialogs.dialog}
    </>
  );
}

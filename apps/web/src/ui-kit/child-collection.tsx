import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../lib/access/use-resource-abilities';
import { api } from '../lib/api/api';
import type { ChildCollectionDefinition } from '../lib/define-screens';
import type { Page } from '../lib/resource/resource-queries';
import { useRecordDeletion } from './record-deletion';
import { useRecordDialogs } from './record-dialogs';
import { RecordTable } from './record-table';
import { SectionCard } from './section-card';

interface ChildCollectionProps<R extends { id: number }> {
  collection: ChildCollectionDefinition<R>;
  /** The record the children belong to. */
  parentId: number;
  /** Its name, when the collection is opened under its row. */
  parentName?: string;
}

/**
 * The records that belong to another record, inside its view (a vehicle's insurance policies; a
 * policy's payments under its row): listed, added, edited and deleted in dialogs by those who may.
 */
export function ChildCollection<R extends { id: number }>({
  collection,
  parentId,
  parentName,
}: ChildCollectionProps<R>) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const query = { [collection.parentField]: parentId };
  const list = useQuery({
    queryKey: [collection.api, 'list', query],
    queryFn: ({ signal }) => api.get<Page<R>>(collection.api, { query, signal }),
  });
  const may = useAbilities(collection.access);
  const refresh = { alsoRefresh: collection.alsoRefresh };
  const dialogs = useRecordDialogs(collection, {
    fixed: { [collection.parentField]: String(parentId) },
    ...refresh,
  });
  const deletion = useRecordDeletion<R>(collection.api, { nameOf: dialogs.nameOf, ...refresh });
  const [open, setOpen] = useState<number | null>(null);
  const nested = collection.nested;
  const title =
    parentName !== undefined && collection.titleOf
      ? t(collection.titleOf, { name: parentName })
      : t(collection.title);
  const rows = list.data?.results;

  const addButton = may.add ? (
    <Button
      variant={parentName === undefined ? 'outlined' : 'text'}
      size={parentName === undefined ? 'medium' : 'small'}
      startIcon={<AddRounded />}
      onClick={() => dialogs.add()}
    >
      {t(collection.dialogTitle.add)}
    </Button>
  ) : null;

  const body = (
    <>
      {rows && rows.length === 0 ? (
        <Typography color="text.secondary" variant={parentName === undefined ? 'body1' : 'body2'}>
          {t(collection.empty)}
        </Typography>
      ) : (
        <RecordTable
          caption={title}
          columns={collection.columns}
          labels={collection.labels}
          rows={rows}
          cards={phone}
          nameOf={dialogs.nameOf}
          rowTestId={collection.rowTestId}
          onEdit={dialogs.edit}
          canEdit={may.change}
          {...(may.delete ? { onDelete: deletion.ask } : {})}
          {...(nested
            ? {
                extraActions: (record: R) => {
                  const name = dialogs.nameOf(record);
                  return (
                    <Tooltip title={t(nested.toggle)}>
                      <IconButton
                        size="small"
                        aria-label={t(nested.collection.titleOf ?? nested.collection.title, { name })}
                        aria-expanded={open === record.id}
                        color={open === record.id ? 'primary' : 'default'}
                        onClick={() => setOpen(open === record.id ? null : record.id)}
                      >
                        <nested.icon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  );
                },
                detail: {
                  openId: open,
                  render: (record: R) => (
                    <ChildCollection
                      collection={nested.collection}
                      parentId={record.id}
                      parentName={dialogs.nameOf(record)}
                    />
                  ),
                },
              }
            : {})}
        />
      )}
      {dialogs.dialog}
      {deletion.dialog}
    </>
  );

  if (parentName === undefined) {
    return (
      <SectionCard title={title} testId={collection.testId} actions={addButton}>
        {body}
      </SectionCard>
    );
  }
  return (
    <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }} data-testid={collection.testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        {addButton}
      </Box>
      {body}
    </Box>
  );
}

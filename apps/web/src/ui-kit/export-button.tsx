import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api/api';
import { saveBlob } from '../lib/download';
import { type ListState, listApiQuery } from '../lib/resource/list-state';

/**
 * Downloads a list's export (the same search and filters, every row) with the bearer token: an
 * authenticated fetch to a Blob, then a download, so no token goes into a URL.
 */
export function ExportButton({
  path,
  fileName,
  state,
}: {
  path: string;
  fileName: string;
  state: ListState;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { p: _page, ...query } = listApiQuery(state);
      saveBlob(await api.get<Blob>(path, { query, responseType: 'blob' }), fileName);
    } catch {
      // The global error handler has shown the failure.
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      loading={pending}
      onClick={() => void download()}
      sx={{ flexShrink: 0, marginInlineStart: { md: 'auto' } }}
    >
      {t('resource.export')}
    </Button>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Webhook } from '@navgan/domain/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { notifySuccess } from '../../lib/notify/notifier';
import { ConfirmDialog } from '../../ui-kit/confirm-dialog';
import { webhookPath } from './webhook-api';
import { WebhookSecret } from './webhook-secret';

/** A webhook's signing secret revealed to whoever may change it, and made anew on request. */
export function WebhookSecretDialog({ webhook, onClose }: { webhook: Webhook; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const path = `${webhookPath(webhook.id)}secret/`;
  const [confirming, setConfirming] = useState(false);
  const secret = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<{ secret: string }>(path, { signal }),
    gcTime: 0,
  });
  const renew = useMutation({
    mutationFn: () => api.post<{ secret: string }>(path, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData([path], answer);
      setConfirming(false);
      notifySuccess(t('webhooks.secretRenewed'));
    },
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('webhooks.secret')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('webhooks.secretExplained')}</DialogContentText>
          {secret.data ? (
            <WebhookSecret secret={secret.data.secret} />
          ) : (
            <Skeleton variant="rounded" height={48} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="warning" onClick={() => setConfirming(true)}>
          {t('webhooks.renewSecret')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.done')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('webhooks.renewSecret')}
        body={t('webhooks.renewConfirm')}
        confirmLabel={t('webhooks.renewSecret')}
        pending={renew.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => renew.mutate()}
      />
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { notifySuccess } from '../../lib/notify/notifier';
import { type NotificationPreferencesAnswer, preferencesPath } from './channel-api';

/**
 * The code a user sends the company's bot to link their chat: shown until the server has seen it
 * (the preferences are asked again every two seconds), then the chat id is handed to the form.
 */
export function ChatLinkDialog({
  channel,
  code,
  onLinked,
  onClose,
}: {
  channel: 'telegram' | 'bale';
  code: string;
  onLinked: (chatId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const app = t(`channels.names.${channel}`);
  const field = channel === 'telegram' ? 'telegram_chat_id' : 'bale_chat_id';
  const watch = useQuery({
    queryKey: [preferencesPath, 'link', code],
    queryFn: ({ signal }) => api.get<NotificationPreferencesAnswer>(preferencesPath, { signal }),
    refetchInterval: 2_000,
  });
  // The server drops the pending code when the bot hears it and stores the chat.
  const linked = watch.data && watch.data.link_pending !== channel ? watch.data[field] : '';
  useEffect(() => {
    if (!linked) return;
    notifySuccess(t('channels.connectDone', { app }));
    onLinked(linked);
  }, [linked, app, onLinked, t]);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('channels.connectTitle', { app })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('channels.connectBody', { app })}
        </Typography>
        <Box
          dir="ltr"
          data-testid="link-code"
          sx={{
            fontFamily: 'monospace',
            fontSize: 22,
            fontWeight: 700,
            letterSpacing: 2,
            textAlign: 'center',
            py: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
            userSelect: 'all',
          }}
        >
          /start {code}
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {t('channels.connectWaiting')}
        </Typography>
        <LinearProgress sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('channels.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

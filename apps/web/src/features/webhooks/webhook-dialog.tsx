import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { issuesToFieldErrors } from '@navgan/domain/validation-issues';
import {
  type Webhook,
  type WebhookEventType,
  webhookEventTypes,
  webhookInput,
} from '@navgan/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { isApiError } from '../../lib/api/api-error';
import { ltrIsolate } from '../../lib/format/bidi';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { webhookPath, webhooksPath } from './webhook-api';
import { WebhookSecret } from './webhook-secret';

type Field = 'url' | 'description' | 'event_types';
const fields: Field[] = ['url', 'description', 'event_types'];

/**
 * Adding or changing a webhook: its receiver URL, a description and its events as labelled
 * checkboxes, checked by the schema the server uses. A new webhook's secret is shown here once.
 */
export function WebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [types, setTypes] = useState<WebhookEventType[]>(webhook?.event_types ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [created, setCreated] = useState<{ secret: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: { url: string; description: string; event_types: WebhookEventType[] }) =>
      webhook
        ? api.put<Webhook & { secret?: string }>(webhookPath(webhook.id), body)
        : api.post<Webhook & { secret?: string }>(webhooksPath, body),
    onSuccess: async (saved) => {
      notifySuccess(t(webhook ? 'resource.updated' : 'resource.created', { name: ltrIsolate(saved.url) }));
      await queryClient.invalidateQueries({ queryKey: [webhooksPath] });
      if (saved.secret) setCreated({ secret: saved.secret });
      else onClose();
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 400) return;
      setErrors(Object.fromEntries(serverFieldErrors(error.body, fields)));
    },
  });

  const submit = () => {
    const parsed = webhookInput.safeParse({ url, description, event_types: types });
    if (!parsed.success) {
      const found = issuesToFieldErrors(parsed.error.issues, catalogueOf(locale), 'webhooks');
      setErrors(Object.fromEntries(fields.flatMap((f) => (found[f]?.[0] ? [[f, found[f][0]]] : []))));
      return;
    }
    save.mutate(parsed.data);
  };
  const toggle = (type: WebhookEventType, on: boolean) => {
    setTypes((now) => (on ? [...now, type] : now.filter((t) => t !== type)));
    setErrors(({ event_types: _, ...rest }) => rest);
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        {created ? t('webhooks.secretTitle') : webhook ? t('webhooks.editTitle') : t('webhooks.new')}
      </DialogTitle>
      {created ? (
        <>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Alert severity="warning">{t('webhooks.secretOnce')}</Alert>
              <WebhookSecret secret={created.secret} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('webhooks.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <TextField
                label={t('labels.webhooks.url')}
                name="url"
                required
                value={url}
                onChange={(event) => {
                  setUrl(event.target.value);
                  setErrors(({ url: _, ...rest }) => rest);
                }}
                error={Boolean(errors.url)}
                helperText={errors.url ?? t('webhooks.urlHint')}
                placeholder="https://example.com/navgan"
                slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2000, inputMode: 'url' } }}
              />
              <TextField
                label={t('labels.webhooks.description')}
                name="description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                error={Boolean(errors.description)}
                helperText={errors.description}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <FormControl error={Boolean(errors.event_types)} component="fieldset">
                <FormLabel component="legend" required>
                  {t('labels.webhooks.event_types')}
                </FormLabel>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {webhookEventTypes.map((type) => (
                    <FormControlLabel
                      key={type}
                      control={
                        <Checkbox
                          name={`event-${type}`}
                          checked={types.includes(type)}
                          onChange={(event) => toggle(type, event.target.checked)}
                        />
                      }
                      label={t(`webhooks.eventTypes.${type}`)}
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{errors.event_types ?? t('webhooks.eventsHint')}</FormHelperText>
              </FormControl>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={save.isPending}>
              {t('resource.cancel')}
            </Button>
            <Button variant="contained" onClick={submit} loading={save.isPending}>
              {t('resource.save')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

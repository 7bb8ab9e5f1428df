import type { Webhook } from '@navgan/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { notifySuccess } from '../../lib/notify/notifier';

/** `webhooks/`: the company's webhooks; every query of this feature starts with it. */
export const webhooksPath = 'webhooks/';
export const webhookPath = (id: number) => `${webhooksPath}${id}/`;

const doneMessage = {
  ping: 'webhooks.pinged',
  pause: 'webhooks.paused',
  resume: 'webhooks.resumed',
} as const;

/** Pause, resume and ping of one webhook: said in a toast, and what shows it refreshed. */
export function useWebhookAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhook, action }: { webhook: Webhook; action: WebhookAction }) =>
      api.post<unknown>(`${webhookPath(webhook.id)}${action}/`, {}),
    onSuccess: async (_answer, { action }) => {
      notifySuccess(t(doneMessage[action]));
      await queryClient.invalidateQueries({ queryKey: [webhooksPath] });
    },
  });
}

export type WebhookAction = 'pause' | 'resume' | 'ping';

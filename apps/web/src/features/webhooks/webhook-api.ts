import type { Webhook } from '@navgan/domain/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/api';

/** `webhooks/`: the company's webhooks; every query of this feature starts with it. */
export const webhooksPath = 'webhooks/';
export const webhookPath = (id: number) => `${webhooksPath}${id}/`;

/** Pause, resume and ping of one webhook, refreshing what shows it. */
export function useWebhookAction(onDone?: (action: WebhookAction, webhook: Webhook) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhook, action }: { webhook: Webhook; action: WebhookAction }) =>
      api.post<unknown>(`${webhookPath(webhook.id)}${action}/`, {}),
    onSuccess: async (_answer, { webhook, action }) => {
      onDone?.(action, webhook);
      await queryClient.invalidateQueries({ queryKey: [webhooksPath] });
    },
  });
}

export type WebhookAction = 'pause' | 'resume' | 'ping';

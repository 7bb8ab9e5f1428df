import { z } from 'zod';
import { optionalText } from './resources/fields';

/**
 * The events a webhook may subscribe to (docs/webhooks.md describes each payload). `ping` is the
 * test a person sends from the panel: never subscribed to, always delivered to its subscription.
 */
export const webhookEventTypes = [
  'fence.entered',
  'fence.exited',
  'fence.violation',
  'rule.fired',
  'vehicle.offline',
  'reminder.due',
  'motion.harsh',
  'approval.decided',
  'command.state_changed',
  'positions.batch',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export type WebhookDeliveredType = WebhookEventType | 'ping';

export const webhookUrlMax = 2000;

/** An absolute http(s) URL with a host, no credentials in it (they would show in the panel and logs). */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
}

/** Body of creating or changing a webhook. */
export const webhookInput = z.object({
  url: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(webhookUrlMax, { error: 'maxLength', abort: true })
    .refine(isWebhookUrl, { error: 'webhookUrl' }),
  description: optionalText(500),
  event_types: z
    .array(z.enum(webhookEventTypes, { error: 'invalid' }), { error: 'choiceRequired' })
    .min(1, { error: 'choiceRequired' })
    .transform((types) => webhookEventTypes.filter((t) => types.includes(t))),
});
export type WebhookInput = z.input<typeof webhookInput>;

export type WebhookPausedReason = 'failing' | 'manual';

/** A webhook as the API answers it (the secret only once, when created or renewed, or when asked). */
export interface Webhook {
  id: number;
  url: string;
  description: string;
  event_types: WebhookEventType[];
  active: boolean;
  paused_reason: WebhookPausedReason | null;
  failing_since: string | null;
  created: string;
  /** Deliveries waiting to be sent. */
  pending: number;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

/** One attempt of the delivery log. */
export interface WebhookAttempt {
  id: number;
  delivery_id: number;
  event_id: number;
  event_type: WebhookDeliveredType;
  attempt: number;
  at: string;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string;
  error: string;
  succeeded: boolean;
  /** Where the delivery stands now (after this and any later attempt). */
  delivery_state: WebhookDeliveryState;
}

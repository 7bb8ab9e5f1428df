import { createHmac, randomBytes } from 'node:crypto';

/** The prefix of every secret, so one pasted into the wrong place is recognised. */
const secretPrefix = 'whsec_';

/** A new signing secret: 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64url')}`;
}

/**
 * `Webhook-Signature`: `v1=` and the hex HMAC-SHA256 of `<timestamp>.<body>` keyed with the whole
 * secret as text (docs/webhooks.md shows the receiver's side).
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

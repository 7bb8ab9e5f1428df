import { signWebhook } from './webhook-signature';

/** What a dispatcher needs to send one delivery. */
export interface OutgoingWebhook {
  url: string;
  secret: string;
  event_id: number;
  company_id: number;
  type: string;
  payload: unknown;
  occurred_at: Date;
}

export interface PostOutcome {
  succeeded: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** The first bytes of the answer, as text. */
  excerpt: string;
  /** Why no answer came (`timeout`, a connection error's code); '' when one did. */
  error: string;
}

const excerptBytes = 500;

/** The JSON a receiver gets: the same for every attempt of a delivery. */
export function webhookBody(webhook: OutgoingWebhook): string {
  return JSON.stringify({
    id: String(webhook.event_id),
    type: webhook.type,
    occurred_at: webhook.occurred_at.toISOString(),
    company_id: webhook.company_id,
    data: webhook.payload,
  });
}

/**
 * One attempt: a signed POST that may take `timeoutMs`, following no redirect. A 2xx answer is a
 * success; anything else, or no answer, a failure. Never throws.
 */
export async function postWebhook(
  webhook: OutgoingWebhook,
  at: Date,
  timeoutMs: number,
): Promise<PostOutcome> {
  const body = webhookBody(webhook);
  const timestamp = Math.floor(at.getTime() / 1000);
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Navgan-Webhooks/1',
        'webhook-id': String(webhook.event_id),
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(webhook.secret, timestamp, body),
      },
      body,
    });
    const excerpt = await readExcerpt(response);
    return {
      succeeded: response.status >= 200 && response.status < 300,
      statusCode: response.status,
      latencyMs: latency(),
      excerpt,
      error: '',
    };
  } catch (error) {
    return { succeeded: false, statusCode: null, latencyMs: latency(), excerpt: '', error: reasonOf(error) };
  }
}

/** The first `excerptBytes` of the body; the rest is not read. */
async function readExcerpt(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < excerptBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut short still leaves what came.
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, excerptBytes)).replace(/\uFFFD+$/, '');
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const text = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return text.slice(0, 300);
}

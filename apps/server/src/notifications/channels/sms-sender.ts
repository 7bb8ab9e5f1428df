import type { SmsProvider } from '@navgan/domain/notification-channels';
import type { SmsSettings } from './channel-settings';

interface SmsRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

type Fields = Record<string, string>;
const form = (fields: Fields) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const jsonHeaders = { 'content-type': 'application/json' };
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The request each provider's web service documents for one text to one number. Each has a
 * default address that `base_url` replaces (a proxy in front of it, or a test server).
 */
const providers: Record<
  Exclude<SmsProvider, 'custom'>,
  { base: string; request: (s: SmsSettings, base: string, to: string, text: string) => SmsRequest }
> = {
  kavenegar: {
    base: 'https://api.kavenegar.com',
    request: (s, base, to, text) => ({
      url: `${base}/v1/${encodeURIComponent(s.api_key)}/sms/send.json`,
      method: 'POST',
      headers: formHeaders,
      body: form({ receptor: to, message: text, ...(s.sender ? { sender: s.sender } : {}) }),
    }),
  },
  ghasedak: {
    base: 'https://api.ghasedak.me',
    request: (s, base, to, text) => ({
      url: `${base}/v2/sms/send/simple`,
      method: 'POST',
      headers: { ...formHeaders, apikey: s.api_key },
      body: form({ receptor: to, message: text, ...(s.sender ? { linenumber: s.sender } : {}) }),
    }),
  },
  smsir: {
    base: 'https://api.sms.ir',
    request: (s, base, to, text) => ({
      url: `${base}/v1/send/bulk`,
      method: 'POST',
      headers: { ...jsonHeaders, 'x-api-key': s.api_key, accept: 'application/json' },
      body: JSON.stringify({ lineNumber: Number(s.sender) || s.sender, messageText: text, mobiles: [to] }),
    }),
  },
  melipayamak: {
    base: 'https://rest.payamak-panel.com',
    request: (s, base, to, text) => ({
      url: `${base}/api/SendSMS/SendSMS`,
      method: 'POST',
      headers: formHeaders,
      body: form({ username: s.username, password: s.api_key, to, from: s.sender, text, isflash: 'false' }),
    }),
  },
};

/** Fills {to}, {text}, {sender}, {key} of a custom template, each escaped for where it goes. */
function customRequest(s: SmsSettings, to: string, text: string): SmsRequest {
  const values: Fields = { to, text, sender: s.sender, key: s.api_key };
  const fill = (template: string, encode: (value: string) => string) =>
    template.replace(/\{(to|text|sender|key)\}/g, (_, name: string) => encode(values[name] ?? ''));
  const url = fill(s.custom_url, encodeURIComponent);
  if (s.custom_method === 'GET') return { url, method: 'GET', headers: {} };
  const json = s.custom_content_type === 'json';
  const escapeJson = (value: string) => JSON.stringify(value).slice(1, -1);
  return {
    url,
    method: 'POST',
    headers: json ? jsonHeaders : formHeaders,
    body: fill(s.custom_body, json ? escapeJson : encodeURIComponent),
  };
}

export function smsRequest(settings: SmsSettings, to: string, text: string): SmsRequest {
  if (settings.provider === 'custom') return customRequest(settings, to, text);
  const provider = providers[settings.provider];
  return provider.request(settings, trimSlash(settings.base_url || provider.base), to, text);
}

/**
 * Whether a provider's answer says the text was accepted: a 2xx, and the provider's own status
 * where it puts one in the body (Kavenegar `return.status` 200, Ghasedak `result.code` 200, SMS.ir
 * `status` 1, Melipayamak `RetStatus` 1).
 */
function accepted(provider: SmsProvider, status: number, body: string): boolean {
  if (status < 200 || status >= 300) return false;
  if (provider === 'custom') return true;
  try {
    const answer = JSON.parse(body) as Record<string, Record<string, unknown> | unknown>;
    const inner = (key: string, field: string) =>
      (answer[key] as Record<string, unknown> | undefined)?.[field];
    if (provider === 'kavenegar') return Number(inner('return', 'status')) === 200;
    if (provider === 'ghasedak') return Number(inner('result', 'code')) === 200;
    if (provider === 'smsir') return Number(answer.status) === 1;
    return Number(answer.RetStatus) === 1;
  } catch {
    return false;
  }
}

/** Sends one text; throws with what the gateway said when it did not accept it. */
export async function sendSms(
  settings: SmsSettings,
  to: string,
  text: string,
  timeoutMs = 15_000,
): Promise<void> {
  const request = smsRequest(settings, to, text);
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  if (!accepted(settings.provider, response.status, body))
    throw new Error(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
}

import type { BotSettings } from './channel-settings';

/** The public Bot API addresses; Bale's bot platform follows Telegram's API. */
export const botApiBases = { telegram: 'https://api.telegram.org', bale: 'https://tapi.bale.ai' } as const;
export type BotChannel = keyof typeof botApiBases;

export function botMethodUrl(channel: BotChannel, settings: BotSettings, method: string): string {
  const base = (settings.api_base || botApiBases[channel]).replace(/\/+$/, '');
  return `${base}/bot${settings.token}/${method}`;
}

/** Calls a Bot API method; throws with the API's description (never the token) when it refuses. */
export async function callBot<T>(
  channel: BotChannel,
  settings: BotSettings,
  method: string,
  payload: Record<string, unknown>,
  timeoutMs = 15_000,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(botMethodUrl(channel, settings, method), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // The address holds the token: say only what went wrong.
    throw new Error(`${channel} bot API unreachable: ${(error as Error).name}`);
  }
  const answer = (await response.json().catch(() => ({}))) as {
    ok?: boolean;
    result?: T;
    description?: string;
  };
  if (!response.ok || !answer.ok)
    throw new Error(
      `${channel} bot API answered ${response.status}: ${String(answer.description ?? '').slice(0, 200)}`,
    );
  return answer.result as T;
}

export function sendBotMessage(
  channel: BotChannel,
  settings: BotSettings,
  chatId: string,
  text: string,
): Promise<unknown> {
  return callBot(channel, settings, 'sendMessage', { chat_id: chatId, text });
}

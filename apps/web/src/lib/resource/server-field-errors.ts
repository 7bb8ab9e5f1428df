/**
 * The messages of a DRF 400 body `{field: [messages]}` that belong to fields of the form, so each
 * can be shown under its field (the error toast lists them all anyway).
 */
export function serverFieldErrors(body: unknown, fieldNames: readonly string[]): Array<[string, string]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const entries: Array<[string, string]> = [];
  for (const name of fieldNames) {
    const value = (body as Record<string, unknown>)[name];
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    );
    if (messages.length) entries.push([name, messages.join(' ')]);
  }
  return entries;
}

import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { optionalDay, refList, requiredRef, requiredText } from './fields';

/**
 * `POST api-keys/`: a key for an integration, acting with one policy, limited to organizations
 * (none = the whole company) like a user, valid through `expires_on` (an Iran day) when given.
 */
export const apiKeyInput = z.object({
  name: requiredText(100),
  policy: requiredRef(),
  organizations: refList(),
  expires_on: optionalDay(dayRanges.expiry),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

/** Where a key stands: in use, past its expiry, or revoked. */
export const apiKeyStates = ['active', 'expired', 'revoked'] as const;
export type ApiKeyState = (typeof apiKeyStates)[number];

/** A key as listed: never its secret, which is shown once, at creation. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public part of the key (`nvg_<prefix>_…`), to tell keys apart. */
  prefix: z.string(),
  policy: z.number().int().nullable(),
  organizations: z.array(z.number().int()),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: z.enum(apiKeyStates),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of `POST api-keys/`: the key and, this once, the whole secret to send as `Api-Key <key>`. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

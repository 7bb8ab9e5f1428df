import type { ValidationMessageKey } from './validation-messages';

const emptyKeys = new Set<string>(['required', 'choiceRequired']);

/**
 * The toast of a form submitted with errors (spec section 5): 'please fill all fields' when a
 * required field is empty, otherwise 'fix field errors'. Takes the errors' message keys.
 */
export function submitErrorKey(messages: Iterable<string | undefined>): ValidationMessageKey {
  for (const message of messages) if (message && emptyKeys.has(message)) return 'fillAllFields';
  return 'fixFieldErrors';
}

import type { ParseKeys } from 'i18next';

/** A key of the message catalogues (fa.json is the type source), for definitions that name texts. */
export type MessageKey = ParseKeys<'translation'>;

import { z } from 'zod';
import { optionalText, requiredText } from './fields';

/** A vehicle tag (spec: id, fa_title, en_title). */
export const tagInput = z.object({
  fa_title: requiredText(100),
  en_title: optionalText(100),
});
export type TagInput = z.input<typeof tagInput>;

export interface Tag {
  id: number;
  fa_title: string;
  en_title: string;
}

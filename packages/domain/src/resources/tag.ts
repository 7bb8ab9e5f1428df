import { z } from 'zod';
import type { FieldLabels } from '../validation-messages';
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

export const tagLabels: FieldLabels = {
  fa: { fa_title: 'عنوان فارسی', en_title: 'عنوان انگلیسی' },
  en: { fa_title: 'Persian title', en_title: 'English title' },
  tr: { fa_title: 'Farsça başlık', en_title: 'İngilizce başlık' },
};

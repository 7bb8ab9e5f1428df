import type { z } from 'zod';
import type { FieldLabels } from '../validation-messages';
import { type SimpleRecord, simpleInput } from './simple-resource';

/** A vehicle tag (spec: id, fa_title, en_title), declared whole in the resource manifest. */
export const tagInput = simpleInput('tags');
export type TagInput = z.input<typeof tagInput>;
export type Tag = SimpleRecord<'tags'>;

export const tagLabels: FieldLabels = {
  fa: { fa_title: 'عنوان فارسی', en_title: 'عنوان انگلیسی' },
  en: { fa_title: 'Persian title', en_title: 'English title' },
  tr: { fa_title: 'Farsça başlık', en_title: 'İngilizce başlık' },
};

import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/** MUI's RTL recipe: one cache whose styles are mirrored by stylis, one that is left alone. */
export const rtlCache: EmotionCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
export const ltrCache: EmotionCache = createCache({ key: 'muiltr', stylisPlugins: [prefixer] });

// Component tests render synchronously: every catalogue is at hand before the first test.

import { registerCatalogues } from '../lib/i18n/i18n';
import en from '../locales/en.json';
import fa from '../locales/fa.json';
import tr from '../locales/tr.json';

registerCatalogues({ fa, en, tr });

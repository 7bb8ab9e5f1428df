// Component tests render synchronously: every catalogue is at hand before the first test.

import en from '@navgan/domain/messages/en.json';
import fa from '@navgan/domain/messages/fa.json';
import tr from '@navgan/domain/messages/tr.json';
import { registerCatalogues } from '../lib/i18n/i18n';

registerCatalogues({ fa, en, tr });

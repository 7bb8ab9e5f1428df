import 'i18next';
import type { Messages } from '@navgan/domain/messages/catalogue';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

import type { routing } from '@/i18n/routing';
import type common from './messages/pt/common.json';
import type talents from './messages/pt/talents.json';
import type content from './messages/pt/content.json';
import type forms from './messages/pt/forms.json';
import type seletiva from './messages/pt/seletiva.json';

// Type-checks message keys against the Portuguese catalogue (the reference).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: {
      common: typeof common;
      talents: typeof talents;
      content: typeof content;
      forms: typeof forms;
      seletiva: typeof seletiva;
    };
  }
}

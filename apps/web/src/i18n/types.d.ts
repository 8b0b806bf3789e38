import type { en } from '@i129f/petition/i18n/en/index.ts';

// Keys are checked at compile time: t('register.title') must exist in the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}

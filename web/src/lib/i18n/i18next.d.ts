/** Typed keys for `t()`: a misspelt key is a compile error. */
import 'i18next';
import type { Messages } from './fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    keySeparator: false;
    nsSeparator: false;
  }
}

/** Typed keys for `t()`: every shared and feature key, so a misspelt key is a compile error. */
import 'i18next';
import type { AllMessages } from './all-messages.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllMessages };
    keySeparator: false;
    nsSeparator: false;
  }
}

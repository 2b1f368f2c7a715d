import type { AdsMessages } from './fr.ts';

export const en: AdsMessages = {
  'ads.label': 'Advertisement',
};

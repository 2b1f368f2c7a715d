import type { AdsMessages } from './fr.ts';

export const es: AdsMessages = {
  'ads.label': 'Publicidad',
};

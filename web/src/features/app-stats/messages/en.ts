/** English texts of the app-stats feature. Typed by the French ones: no key may be missing. */
import type { AppStatsMessages } from './fr.ts';

export const en: AppStatsMessages = {
  'home.stats.nbItems': 'Items',
  'home.stats.nbCloths': 'Sets',
  'home.stats.nbStuffs': 'Stuffs',
  'home.stats.nbGuides': 'Guides',
  'home.stats.nbSkins': 'Skins',
  'home.stats.nbUsers': 'Members',
  'home.stats.loading': 'Loading the statistics…',
  'home.stats.error': 'The statistics could not be loaded.',
};

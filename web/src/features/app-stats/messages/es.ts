/** Spanish texts of the app-stats feature. Typed by the French ones: no key may be missing. */
import type { AppStatsMessages } from './fr.ts';

export const es: AppStatsMessages = {
  'home.stats.nbItems': 'Objetos',
  'home.stats.nbCloths': 'Sets',
  'home.stats.nbStuffs': 'Equipos',
  'home.stats.nbGuides': 'Guías',
  'home.stats.nbSkins': 'Skins',
  'home.stats.nbUsers': 'Miembros',
  'home.stats.loading': 'Cargando las estadísticas…',
  'home.stats.error': 'No se pudieron cargar las estadísticas.',
};

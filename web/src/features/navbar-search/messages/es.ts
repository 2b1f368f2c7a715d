/** Spanish texts of the navbar-search feature. Typed by the French ones: no key may be missing. */
import type { NavbarSearchMessages } from './fr.ts';

export const es: NavbarSearchMessages = {
  'search.label': 'Buscar en la enciclopedia',
  'search.placeholder': 'Buscar…',
  'search.results': 'Resultados de la búsqueda',
  'search.group.items': 'Objetos',
  'search.group.stuffs': 'Equipos',
  'search.group.spells': 'Hechizos',
  'search.total_one': '{{count}} resultado',
  'search.total_other': '{{count}} resultados',
  'search.announce_one': '{{count}} sugerencia, usa las flechas arriba y abajo para navegar',
  'search.announce_other': '{{count}} sugerencias, usa las flechas arriba y abajo para navegar',
  'search.seeAll_one': 'Ver el resultado',
  'search.seeAll_other': 'Ver los {{count}} resultados',
  'search.seeAllPending': 'Ver todos los resultados',
  'search.empty': 'Ningún resultado para «{{query}}».',
};

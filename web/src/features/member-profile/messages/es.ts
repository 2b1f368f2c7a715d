/** Spanish texts of the public profile. Typed by the French ones: no key may be missing. */
import type { MemberProfileMessages } from './fr.ts';

export const es: MemberProfileMessages = {
  'member.profile.notFound': 'Ningún miembro tiene este nombre.',
  'member.profile.back': 'Ver la lista de miembros',
  'member.profile.since': 'Miembro desde el {{date}}',
  'member.profile.visits_one': '{{count}} visita al perfil',
  'member.profile.visits_other': '{{count}} visitas al perfil',
  'member.profile.online': 'En línea',
  'member.profile.about': 'Acerca de',
  'member.profile.aboutEmpty': 'Este miembro aún no ha escrito nada.',
  'member.profile.ingame': 'En el juego',
  'member.profile.ingameName': 'Apodo en el juego',
  'member.profile.favouriteMap': 'Mapa favorito',
  'member.profile.unset': 'Sin indicar',
  'member.profile.stuffs': 'Equipos públicos',
  'member.profile.stuffsCount_one': '{{count}} equipo público',
  'member.profile.stuffsCount_other': '{{count}} equipos públicos',
  'member.profile.noStuff': 'Aún no hay equipos públicos.',
  'member.profile.allStuffs': 'Todos sus equipos públicos',
  'member.profile.error': 'No se pudo cargar el perfil: {{message}}',
};

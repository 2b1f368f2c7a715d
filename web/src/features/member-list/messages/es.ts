/** Spanish texts of the member list. Typed by the French ones: no key may be missing. */
import type { MemberListMessages } from './fr.ts';

export const es: MemberListMessages = {
  'member.list.lead': 'Los miembros de la comunidad, sus perfiles y sus equipos públicos.',
  'member.list.search': 'Buscar un apodo',
  'member.list.searchPlaceholder': 'Apodo…',
  'member.list.sort': 'Ordenar por',
  'member.list.sort.name': 'Apodo (A → Z)',
  'member.list.sort.nameDesc': 'Apodo (Z → A)',
  'member.list.sort.registration': 'Registro (recientes primero)',
  'member.list.sort.registrationAsc': 'Registro (antiguos primero)',
  'member.list.online': 'En línea ahora',
  'member.list.count_one': '{{count}} miembro',
  'member.list.count_other': '{{count}} miembros',
  'member.list.empty': 'Ningún miembro coincide.',
  'member.list.emptyOnline': 'Ningún miembro en línea coincide.',
  'member.list.since': 'Registrado el {{date}}',
  'member.list.stuffs_one': '{{count}} equipo público',
  'member.list.stuffs_other': '{{count}} equipos públicos',
  'member.list.isOnline': 'En línea',
  'member.list.error': 'No se pudo cargar la lista de miembros: {{message}}',
  'member.list.pages': 'Páginas de la lista de miembros',
  'member.list.previous': 'Anterior',
  'member.list.next': 'Siguiente',
  'member.list.page': 'Página {{page}} de {{pages}}',
};

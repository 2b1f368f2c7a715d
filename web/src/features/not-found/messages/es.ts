/** Spanish texts of the not-found feature. Typed by the French ones: no key may be missing. */
import type { NotFoundMessages } from './fr.ts';

export const es: NotFoundMessages = {
  'notFound.code': 'Error 404',
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'No hay ninguna página de Tofulab en esta dirección. Puede que el enlace sea antiguo o esté mal copiado.',
  'notFound.path': 'Dirección solicitada:',
  'notFound.searchLabel': 'Buscar un objeto, un set o un hechizo',
  'notFound.searchPlaceholder': 'Buscar…',
  'notFound.searchSubmit': 'Buscar',
  'notFound.home': 'Volver al inicio',
  'notFound.searchPage': 'Abrir la búsqueda',
  'notFound.draft': 'Simulador de equipo',
};

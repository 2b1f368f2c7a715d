/** Spanish texts of features/dofus-stuffer/messages. Typed by the French ones: no key may be missing. */
import type { DofusStufferMessages } from './fr.ts';

export const es: DofusStufferMessages = {
  'stuffer.lead': 'Una propuesta de equipo para una clase, un nivel, un elemento y un rol, calculada por el Panominator.',
  'stuffer.retro': 'La propuesta Dofus-Stuffer es una herramienta de Dofus 2 y Dofus Touch: no existe en Dofus Retro. El Panominator sí funciona aquí.',
  'stuffer.form.title': 'Personaje',
  'stuffer.form.hint': 'Todo el capital va a la característica del elemento (vitalidad para un tanque); a partir del nivel 100, el equipo busca los PA y PM habituales.',
  'stuffer.element': 'Elemento',
  'stuffer.role': 'Rol',
  'stuffer.role.damage': 'Daños',
  'stuffer.role.tank': 'Tanque',
  'stuffer.run': 'Proponer un equipo',
  'stuffer.results.title': 'Equipo propuesto',
  'stuffer.save.name': 'Nombre del nuevo equipo',
  'stuffer.save.submit': 'Guardar como nuevo equipo',
  'stuffer.save.login': 'Iniciar sesión para guardarlo como nuevo equipo',
  'stuffer.save.done': '«{{name}}» se ha guardado en su cuenta.',
  'stuffer.save.defaultName': 'Propuesta {{class}} {{level}}',
};

/** Spanish texts of the craft entity. Typed by the French ones: no key may be missing. */
import type { CraftMessages } from './fr.ts';

export const es: CraftMessages = {
  'craft.addToWorkshop': 'Añadir al taller',
  'craft.addQuantity': 'Cantidad a fabricar',
  'craft.quantityInvalid': 'Cantidad entera no válida: un número entero de 1 a {{max}}',
  'craft.added': '{{name}} ×{{quantity}} añadido al taller',
  'craft.addedSome_one': '{{count}} objeto añadido al taller',
  'craft.addedSome_other': '{{count}} objetos añadidos al taller',
  'craft.skipped': 'Sin receta, no añadido(s): {{names}}',
  'craft.openWorkshop': 'Ver el taller',
  'craft.craftStuff': 'Fabricar todo el stuff',
  'craft.craftStuffHint': 'Añade al taller cada objeto fabricable equipado',
  'craft.craftStuffEmpty': 'Ningún objeto equipado que fabricar',
};

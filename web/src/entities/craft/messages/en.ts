/** English texts of the craft entity. Typed by the French ones: no key may be missing. */
import type { CraftMessages } from './fr.ts';

export const en: CraftMessages = {
  'craft.addToWorkshop': 'Add to workshop',
  'craft.addQuantity': 'Quantity to craft',
  'craft.quantityInvalid': 'Invalid integer quantity: a whole number from 1 to {{max}}',
  'craft.added': '{{name}} ×{{quantity}} added to the workshop',
  'craft.addedSome_one': '{{count}} item added to the workshop',
  'craft.addedSome_other': '{{count}} items added to the workshop',
  'craft.skipped': 'No recipe, not added: {{names}}',
  'craft.openWorkshop': 'Open the workshop',
  'craft.craftStuff': 'Craft the whole stuff',
  'craft.craftStuffHint': 'Adds every craftable equipped item to the workshop',
  'craft.craftStuffEmpty': 'No equipped item to craft',
};

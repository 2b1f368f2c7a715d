/** English texts of entities/reference/messages. Typed by the French ones: no key may be missing. */
import type { ReferenceMessages } from './fr.ts';

export const en: ReferenceMessages = {
  'reference.frOnly': 'Text available in French only',
  'reference.frOnlyLines': 'The game data has these texts in French only.',
  'reference.noEffect': 'No effect',
  'reference.effectUnknown': 'Effect {{id}}: {{value}}',
};

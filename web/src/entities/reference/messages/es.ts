/** Spanish texts of entities/reference/messages. Typed by the French ones: no key may be missing. */
import type { ReferenceMessages } from './fr.ts';

export const es: ReferenceMessages = {
  'reference.frOnly': 'Texto disponible solo en francés',
  'reference.frOnlyLines': 'Los datos del juego solo tienen estos textos en francés.',
  'reference.noEffect': 'Ningún efecto',
  'reference.effectUnknown': 'Efecto {{id}}: {{value}}',
};

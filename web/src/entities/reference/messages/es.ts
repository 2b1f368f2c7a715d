/** Spanish texts of entities/reference/messages. Typed by the French ones: no key may be missing. */
import type { ReferenceMessages } from './fr.ts';

export const es: ReferenceMessages = {
  'reference.frOnly': 'Texto disponible solo en francés',
  'reference.frOnlyLines': 'Los datos del juego solo tienen estos textos en francés.',
  'reference.noEffect': 'Ningún efecto',
  'reference.effectUnknown': 'Efecto {{id}}: {{value}}',
  'reference.moreEffects_one': '+{{count}} efecto más',
  'reference.moreEffects_other': '+{{count}} efectos más',
  'reference.mainEffects': 'Efectos principales',
  'reference.hit.damage': 'Daño {{element}}: {{value}}',
  'reference.hit.steal': 'Robo {{element}}: {{value}}',
  'reference.hit.heal': 'Cura: {{value}}',
  'reference.hit.ap_loss': 'PA perdidos: {{value}}',
  'reference.hit.mp_loss': 'PM perdidos: {{value}}',
  'reference.hit.ap_steal': 'Robo de PA: {{value}}',
  'reference.hit.attract': 'Atrae {{value}} casillas',
};

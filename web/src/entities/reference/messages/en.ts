/** English texts of entities/reference/messages. Typed by the French ones: no key may be missing. */
import type { ReferenceMessages } from './fr.ts';

export const en: ReferenceMessages = {
  'reference.frOnly': 'Text available in French only',
  'reference.frOnlyLines': 'The game data has these texts in French only.',
  'reference.noEffect': 'No effect',
  'reference.effectUnknown': 'Effect {{id}}: {{value}}',
  'reference.moreEffects_one': '+{{count}} more effect',
  'reference.moreEffects_other': '+{{count}} more effects',
  'reference.mainEffects': 'Main effects',
  'reference.hit.damage': '{{element}} damage: {{value}}',
  'reference.hit.steal': '{{element}} steal: {{value}}',
  'reference.hit.heal': 'Heal: {{value}}',
  'reference.hit.ap_loss': 'AP lost: {{value}}',
  'reference.hit.mp_loss': 'MP lost: {{value}}',
  'reference.hit.ap_steal': 'AP steal: {{value}}',
  'reference.hit.attract': 'Attracts {{value}} cells',
};

/** English texts of features/dofus-stuffer/messages. Typed by the French ones: no key may be missing. */
import type { DofusStufferMessages } from './fr.ts';

export const en: DofusStufferMessages = {
  'stuffer.lead': 'A stuff proposal for a class, a level, an element and a role, computed by the Panominator.',
  'stuffer.retro': 'The Dofus-Stuffer proposal is a Dofus 2 and Dofus Touch tool: it does not exist on Dofus Retro. The Panominator works here.',
  'stuffer.form.title': 'Character',
  'stuffer.form.hint': 'The whole capital goes into the element’s characteristic (vitality for a tank); from level 100 on, the stuff aims at the usual AP and MP.',
  'stuffer.element': 'Element',
  'stuffer.role': 'Role',
  'stuffer.role.damage': 'Damage',
  'stuffer.role.tank': 'Tank',
  'stuffer.run': 'Propose a stuff',
  'stuffer.results.title': 'Proposed stuff',
  'stuffer.save.name': 'Name of the new stuff',
  'stuffer.save.submit': 'Save as a new stuff',
  'stuffer.save.login': 'Log in to save it as a new stuff',
  'stuffer.save.done': '"{{name}}" is saved to your account.',
  'stuffer.save.defaultName': 'Proposal {{class}} {{level}}',
};

/**
 * French texts of entities/reference/messages (data texts and effect lines shown anywhere): the
 * reference for its keys (`ReferenceMessages`), so a string missing from another language is a type error.
 */
export const fr = {
  'reference.frOnly': 'Texte disponible en français seulement',
  'reference.frOnlyLines': 'Ces textes n’existent qu’en français dans les données du jeu.',
  'reference.noEffect': 'Aucun effet',
  'reference.effectUnknown': 'Effet {{id}} : {{value}}',
  'reference.moreEffects_one': '+{{count}} autre effet',
  'reference.moreEffects_other': '+{{count}} autres effets',
  'reference.mainEffects': 'Effets principaux',
  'reference.hit.damage': 'Dommages {{element}} : {{value}}',
  'reference.hit.steal': 'Vol {{element}} : {{value}}',
  'reference.hit.heal': 'Soin : {{value}}',
  'reference.hit.ap_loss': 'PA perdus : {{value}}',
  'reference.hit.mp_loss': 'PM perdus : {{value}}',
  'reference.hit.ap_steal': 'Vol de PA : {{value}}',
  'reference.hit.attract': 'Attire de {{value}} cases',
};
export type ReferenceMessages = Record<keyof typeof fr, string>;

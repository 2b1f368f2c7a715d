/**
 * French texts of entities/reference/messages (data texts and effect lines shown anywhere): the
 * reference for its keys (`ReferenceMessages`), so a string missing from another language is a type error.
 */
export const fr = {
  'reference.frOnly': 'Texte disponible en français seulement',
  'reference.frOnlyLines': 'Ces textes n’existent qu’en français dans les données du jeu.',
  'reference.noEffect': 'Aucun effet',
  'reference.effectUnknown': 'Effet {{id}} : {{value}}',
};
export type ReferenceMessages = Record<keyof typeof fr, string>;

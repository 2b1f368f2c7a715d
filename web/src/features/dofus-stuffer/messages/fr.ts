/**
 * French texts of features/dofus-stuffer/messages: the reference for its keys (`DofusStufferMessages`), so a string missing from
 * en.ts or es.ts is a compile error. Registered with the shared i18next instance by ./index.ts.
 */
export const fr = {
  'stuffer.lead': 'Une proposition de stuff pour une classe, un niveau, un élément et un rôle, calculée par le Panominator.',
  'stuffer.retro': 'La proposition Dofus-Stuffer est un outil de Dofus 2 et de Dofus Touch : elle n’existe pas sur Dofus Retro. Le Panominator, lui, fonctionne ici.',
  'stuffer.form.title': 'Personnage',
  'stuffer.form.hint': 'Tout le capital va dans la caractéristique de l’élément (vitalité pour un tank) ; à partir du niveau 100, le stuff vise les PA et PM habituels.',
  'stuffer.element': 'Élément',
  'stuffer.role': 'Rôle',
  'stuffer.role.damage': 'Dommages',
  'stuffer.role.tank': 'Tank',
  'stuffer.run': 'Proposer un stuff',
  'stuffer.results.title': 'Stuff proposé',
  'stuffer.save.name': 'Nom du nouvel équipement',
  'stuffer.save.submit': 'Enregistrer comme nouvel équipement',
  'stuffer.save.login': 'Se connecter pour l’enregistrer comme nouvel équipement',
  'stuffer.save.done': '« {{name}} » est enregistré dans votre compte.',
  'stuffer.save.defaultName': 'Proposition {{class}} {{level}}',
} satisfies Record<string, string>;

export type DofusStufferMessages = { [K in keyof typeof fr]: string };
export type DofusStufferMessageKey = keyof DofusStufferMessages;

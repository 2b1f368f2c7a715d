/** French texts of the craft entity (the workshop's entry points): the reference for its keys (`CraftMessages`). */
export const fr = {
  'craft.addToWorkshop': 'Ajouter à l’atelier',
  'craft.addQuantity': 'Quantité à fabriquer',
  'craft.quantityInvalid': 'Quantité entière invalide : un nombre entier de 1 à {{max}}',
  'craft.added': '{{name}} ×{{quantity}} ajouté à l’atelier',
  'craft.addedSome_one': '{{count}} objet ajouté à l’atelier',
  'craft.addedSome_other': '{{count}} objets ajoutés à l’atelier',
  'craft.skipped': 'Sans recette, non ajouté(s) : {{names}}',
  'craft.openWorkshop': 'Voir l’atelier',
  'craft.craftStuff': 'Fabriquer tout le stuff',
  'craft.craftStuffHint': 'Ajoute à l’atelier chaque objet fabricable équipé',
  'craft.craftStuffEmpty': 'Aucun objet équipé à fabriquer',
};

export type CraftMessages = { [K in keyof typeof fr]: string };

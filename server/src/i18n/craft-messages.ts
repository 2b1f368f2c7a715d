/**
 * The workshop's messages (issue 19; builder-spec §5, §8: "craft workshop not found", "no craft
 * found", "invalid integer quantity"), merged into MESSAGES. Keys used as zod messages in
 * contract/crafts.ts are answered for the field refused.
 */
import type { Lang } from '#contract/common';
import { CRAFT_DEPTH_MAX, CRAFT_QUANTITY_MAX, CRAFTS_MAX } from '#game/crafts';

export const CRAFT_MESSAGES = {
  craftWorkshopNotFound: { fr: "Atelier de craft introuvable", en: 'Craft workshop not found', es: 'Taller de crafteo no encontrado' },
  craftNotFound: { fr: 'Aucun craft trouvé', en: 'No craft found', es: 'No se encontró ningún crafteo' },
  craftQuantityInvalid: {
    fr: `Quantité entière invalide : de 1 à ${CRAFT_QUANTITY_MAX.toLocaleString('fr')}`,
    en: `Invalid integer quantity: from 1 to ${CRAFT_QUANTITY_MAX.toLocaleString('en')}`,
    es: `Cantidad entera no válida: de 1 a ${CRAFT_QUANTITY_MAX.toLocaleString('es')}`,
  },
  craftGatheredInvalid: {
    fr: 'Quantité récoltée invalide : un nombre entier positif ou nul',
    en: 'Invalid gathered quantity: a whole number, zero or more',
    es: 'Cantidad recolectada no válida: un número entero, cero o más',
  },
  craftItemInvalid: { fr: 'Objet invalide', en: 'Invalid item', es: 'Objeto no válido' },
  craftItemNotCraftable: {
    fr: "Cet objet n'a pas de recette : il ne peut pas être crafté",
    en: 'This item has no recipe: it cannot be crafted',
    es: 'Este objeto no tiene receta: no se puede craftear',
  },
  craftNoRecipes: {
    fr: "Les données de ce jeu n'ont pas encore de recettes",
    en: "This game's data has no recipes yet",
    es: 'Los datos de este juego aún no tienen recetas',
  },
  craftIngredientNotInRecipe: {
    fr: "Cet ingrédient ne fait pas partie de la recette",
    en: 'This ingredient is not part of the recipe',
    es: 'Este ingrediente no forma parte de la receta',
  },
  craftCycle: {
    fr: 'Cet ingrédient se fabrique à partir de lui-même plus haut dans l’arbre : il reste acheté',
    en: 'This ingredient is made from itself higher up the tree: it stays bought',
    es: 'Este ingrediente se fabrica a partir de sí mismo más arriba en el árbol: se queda comprado',
  },
  craftTooDeep: {
    fr: `Un arbre de craft ne se déplie pas sur plus de ${CRAFT_DEPTH_MAX} niveaux`,
    en: `A craft tree expands at most ${CRAFT_DEPTH_MAX} levels deep`,
    es: `Un árbol de crafteo se despliega como máximo ${CRAFT_DEPTH_MAX} niveles`,
  },
  craftNotRoot: {
    fr: 'Seul un craft principal a une quantité, un dossier et un état terminé',
    en: 'Only a main craft has a quantity, a folder and a completed state',
    es: 'Solo un crafteo principal tiene cantidad, carpeta y estado terminado',
  },
  craftMax: {
    fr: `Un atelier contient au plus ${CRAFTS_MAX} crafts par jeu`,
    en: `A workshop holds at most ${CRAFTS_MAX} crafts per game`,
    es: `Un taller contiene como máximo ${CRAFTS_MAX} crafteos por juego`,
  },
  craftFolderInvalid: { fr: 'Dossier invalide', en: 'Invalid folder', es: 'Carpeta no válida' },
  craftListInvalid: {
    fr: 'Liste de crafts invalide : de 1 à 100 objets',
    en: 'Invalid craft list: from 1 to 100 items',
    es: 'Lista de crafteos no válida: de 1 a 100 objetos',
  },
  craftIngredientsInvalid: {
    fr: 'Liste d’ingrédients invalide : de 1 à 500 lignes',
    en: 'Invalid ingredient list: from 1 to 500 lines',
    es: 'Lista de ingredientes no válida: de 1 a 500 líneas',
  },
  craftCompletedInvalid: { fr: 'État terminé invalide', en: 'Invalid completed state', es: 'Estado terminado no válido' },
  craftUpdateEmpty: {
    fr: 'Rien à modifier : quantité, dossier ou état terminé',
    en: 'Nothing to change: quantity, folder or completed state',
    es: 'Nada que cambiar: cantidad, carpeta o estado terminado',
  },
  craftModeInvalid: {
    fr: 'Mode d’atelier invalide : none, private ou public',
    en: 'Invalid workshop mode: none, private or public',
    es: 'Modo de taller no válido: none, private o public',
  },
} as const satisfies Record<string, Record<Lang, string>>;

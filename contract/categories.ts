/**
 * The one table of item and weapon categories: the spec's two-letter codes (site-spec §3 "Item
 * category codes", "Weapon codes", "Cloth categories") ↔ the data's category keys ↔ Retro item type
 * ids. The server builds the bootstrap categories and resolves search categories from it; the web
 * app uses it for menus and URLs.
 *
 * A data key is the `category` of an equipment record (hat, ring, …) or the `weapon.weapon_type`
 * of a weapon (sword, bow, …): every weapon record has the category `weapon`.
 */
export type CategoryKind = 'item' | 'weapon';

export interface LocalizedName {
  fr: string;
  en: string;
  es: string;
}

export interface CategoryDef {
  /**
   * Stable numeric id (bootstrap `id`): the Retro item type id where Retro has the type, else
   * 1000 + n (Dofus 2 and Touch data name their types without ids).
   */
  id: number;
  /** Two-letter code of the spec; null where the spec names none for this data key. */
  code: string | null;
  key: string;
  kind: CategoryKind;
  /** Retro item types (`type_id`, item_types.json) filed under this key. */
  retroTypeIds: readonly number[];
  /** Listed in the encyclopedia menus. */
  menu: boolean;
  name: LocalizedName;
}

const item = (
  id: number,
  code: string | null,
  key: string,
  retroTypeIds: readonly number[],
  name: LocalizedName,
  menu = code !== null,
): CategoryDef => ({ id, code, key, kind: 'item', retroTypeIds, menu, name });
const weapon = (
  id: number,
  code: string | null,
  key: string,
  retroTypeIds: readonly number[],
  name: LocalizedName,
): CategoryDef => ({ id, code, key, kind: 'weapon', retroTypeIds, menu: code !== null, name });

export const ITEM_CATEGORIES: readonly CategoryDef[] = [
  item(1, 'am', 'amulet', [1], { fr: 'Amulette', en: 'Amulet', es: 'Amuleto' }),
  item(9, 'an', 'ring', [9], { fr: 'Anneau', en: 'Ring', es: 'Anillo' }),
  item(11, 'bo', 'boots', [11], { fr: 'Bottes', en: 'Boots', es: 'Botas' }),
  item(82, 'br', 'shield', [82], { fr: 'Bouclier', en: 'Shield', es: 'Escudo' }),
  item(17, 'ca', 'cloak', [17], { fr: 'Cape', en: 'Cloak', es: 'Capa' }),
  item(10, 'ce', 'belt', [10], { fr: 'Ceinture', en: 'Belt', es: 'Cinturón' }),
  item(16, 'ch', 'hat', [16], { fr: 'Chapeau', en: 'Hat', es: 'Sombrero' }),
  item(23, 'do', 'dofus', [23], { fr: 'Dofus', en: 'Dofus', es: 'Dofus' }),
  item(1001, 'tr', 'trophy', [], { fr: 'Trophée', en: 'Trophy', es: 'Trofeo' }),
  item(1002, 'pr', 'prysmaradite', [], { fr: 'Prysmaradite', en: 'Prysmaradite', es: 'Prismaradita' }),
  item(18, 'fa', 'pet', [18], { fr: 'Familier', en: 'Pet', es: 'Mascota' }),
  item(1003, 'mt', 'petsmount', [], { fr: 'Montilier', en: 'Petsmount', es: 'Mascotura' }),
  // Dofus 2 and Touch file every mount (dragoturkeys, seemyools, rhineetles) under `mount`, so `mo`
  // carries them all; `mu` and `vo` have no data key of their own yet.
  item(91, 'mo', 'mount', [91, 92], { fr: 'Dragodinde', en: 'Dragoturkey', es: 'Dragopavo' }),
  item(1004, 'mu', 'seemyool', [], { fr: 'Muldo', en: 'Seemyool', es: 'Mulagua' }),
  item(1005, 'vo', 'rhineetle', [], { fr: 'Volkorne', en: 'Rhineetle', es: 'Volkorne' }),
  item(81, 'sa', 'backpack', [81], { fr: 'Sac à dos', en: 'Backpack', es: 'Mochila' }),
  // Retro data keys the spec gives no code for (its ap/al/co/hr are not defined): searchable by key,
  // left out of the bootstrap and the menus.
  item(113, null, 'living_item', [113], { fr: 'Objet vivant', en: 'Living object', es: 'Objeto vivo' }),
  item(401, null, 'cosmetic_hat', [401], { fr: "Coiffe d'apparat", en: 'Ceremonial hat', es: 'Sombrero de apariencia' }),
  item(402, null, 'cosmetic_cloak', [402], { fr: "Cape d'apparat", en: 'Ceremonial cloak', es: 'Capa de apariencia' }),
  item(403, null, 'cosmetic_pet', [403], { fr: "Familier d'apparat", en: 'Ceremonial pet', es: 'Mascota de apariencia' }),
  item(404, null, 'cosmetic_weapon', [404], { fr: "Arme d'apparat", en: 'Ceremonial weapon', es: 'Arma de apariencia' }),
  item(405, null, 'cosmetic_shield', [405], { fr: "Bouclier d'apparat", en: 'Ceremonial shield', es: 'Escudo de apariencia' }),
  item(406, null, 'cosmetic_mount', [406], { fr: "Monture d'apparat", en: 'Ceremonial mount', es: 'Montura de apariencia' }),
  item(126, null, 'tonic', [126], { fr: 'Tonique', en: 'Tonic', es: 'Tónico' }),
  item(130, null, 'dofus_fragment', [130], { fr: 'Fragment de Dofus', en: 'Dofus fragment', es: 'Fragmento de Dofus' }),
  item(131, null, 'relic', [131], { fr: 'Relique', en: 'Relic', es: 'Reliquia' }),
  item(400, null, 'spell_fragment', [400], { fr: 'Fragment de sort', en: 'Spell fragment', es: 'Fragmento de hechizo' }),
];

export const WEAPON_CATEGORIES: readonly CategoryDef[] = [
  weapon(2, 'ar', 'bow', [2], { fr: 'Arc', en: 'Bow', es: 'Arco' }),
  weapon(3, 'ba', 'wand', [3], { fr: 'Baguette', en: 'Wand', es: 'Varita' }),
  weapon(4, 'bn', 'staff', [4], { fr: 'Bâton', en: 'Staff', es: 'Bastón' }),
  weapon(5, 'da', 'dagger', [5], { fr: 'Dague', en: 'Dagger', es: 'Daga' }),
  weapon(6, 'ep', 'sword', [6], { fr: 'Épée', en: 'Sword', es: 'Espada' }),
  weapon(22, 'fx', 'scythe', [22], { fr: 'Faux', en: 'Scythe', es: 'Guadaña' }),
  weapon(19, 'ha', 'axe', [19], { fr: 'Hache', en: 'Axe', es: 'Hacha' }),
  weapon(1010, 'la', 'lance', [], { fr: 'Lance', en: 'Lance', es: 'Lanza' }),
  weapon(7, 'ma', 'hammer', [7], { fr: 'Marteau', en: 'Hammer', es: 'Martillo' }),
  weapon(8, 'pe', 'shovel', [8], { fr: 'Pelle', en: 'Shovel', es: 'Pala' }),
  weapon(21, 'pi', 'pickaxe', [21], { fr: 'Pioche', en: 'Pickaxe', es: 'Pico' }),
  weapon(20, 'ou', 'tool', [20], { fr: 'Outil', en: 'Tool', es: 'Herramienta' }),
  weapon(102, null, 'crossbow', [102], { fr: 'Arbalète', en: 'Crossbow', es: 'Ballesta' }),
  weapon(114, null, 'magic_weapon', [114], { fr: 'Arme magique', en: 'Magic weapon', es: 'Arma mágica' }),
  weapon(1011, null, 'soul_stone', [], { fr: "Pierre d'âme", en: 'Soul stone', es: 'Piedra de alma' }),
];

export interface ClothCategoryDef {
  id: number;
  code: string;
  /** Item categories (data keys) of the set members this filter looks for; `weapon` = any weapon. */
  keys: readonly string[];
  name: LocalizedName;
}

function clothFrom(code: string): ClothCategoryDef {
  const def = ITEM_CATEGORIES.find((entry) => entry.code === code)!;
  return { id: def.id, code, keys: [def.key], name: def.name };
}

/** Set (cloth) filter categories: sets holding a piece of that kind. */
export const CLOTH_CATEGORIES: readonly ClothCategoryDef[] = [
  ...['am', 'an', 'bo', 'br', 'ca', 'ce', 'ch', 'fa'].map(clothFrom),
  // `ar` here is "a weapon", not the bow of the weapon codes.
  { id: 1020, code: 'ar', keys: ['weapon'], name: { fr: 'Arme', en: 'Weapon', es: 'Arma' } },
];

export const ALL_CATEGORIES: readonly CategoryDef[] = [...ITEM_CATEGORIES, ...WEAPON_CATEGORIES];

/**
 * The encyclopedia's "cosmetics" (site-spec §3: "Also cosmetic and living object"): ceremonial
 * pieces and living objects, which change a look and give no characteristic. The "items" screen
 * lists the other equipment.
 */
export const COSMETIC_KEYS: readonly string[] = [
  'cosmetic_hat',
  'cosmetic_cloak',
  'cosmetic_pet',
  'cosmetic_weapon',
  'cosmetic_shield',
  'cosmetic_mount',
  'living_item',
];

/** Finds a set filter category by its spec code or by the data key it stands for. */
export function findClothCategory(codeOrKey: string): ClothCategoryDef | undefined {
  return CLOTH_CATEGORIES.find((entry) => entry.code === codeOrKey || entry.keys.includes(codeOrKey));
}

/** Finds a category by data key or by its spec code. */
export function findCategory(keyOrCode: string): CategoryDef | undefined {
  return ALL_CATEGORIES.find((entry) => entry.key === keyOrCode || entry.code === keyOrCode);
}

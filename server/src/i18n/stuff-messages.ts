/**
 * The messages of saved stuffs, boosts, folders and favourites (issue 17; builder-spec §5, §8,
 * site-spec §8), merged into MESSAGES. Keys used as zod messages in contract/stuffs.ts and
 * contract/folders.ts are answered for the field refused. The `rule*` texts are the engine's slot
 * rules (engine `checkSlotRules`), worded as the builder shows them.
 */
import type { Lang } from '#contract/common';

export const STUFF_MESSAGES = {
  stuffNotFound: { fr: 'Équipement introuvable', en: 'Equipment not found', es: 'Equipo no encontrado' },
  stuffPrivate: { fr: "L'équipement est privé", en: 'The equipment is private', es: 'El equipo es privado' },
  stuffNotOwner: {
    fr: "Cet équipement appartient à un autre membre : copiez-le pour le modifier",
    en: 'This equipment belongs to another member: copy it to edit it',
    es: 'Este equipo pertenece a otro miembro: cópielo para modificarlo',
  },
  stuffConflict: {
    fr: "L'équipement « {name} » a été modifié ailleurs (version {current}) depuis que vous l'avez ouvert (version {sent}) : rechargez-le, puis refaites votre modification",
    en: 'The equipment "{name}" was changed elsewhere (version {current}) since you opened it (version {sent}): reload it, then make your change again',
    es: 'El equipo «{name}» se modificó en otro lugar (versión {current}) desde que lo abrió (versión {sent}): recárguelo y vuelva a hacer su cambio',
  },
  stuffSaveFailed: {
    fr: "L'enregistrement de l'équipement « {name} » a échoué : {reason}",
    en: 'Saving the equipment "{name}" failed: {reason}',
    es: 'No se pudo guardar el equipo «{name}»: {reason}',
  },
  stuffCopyFailed: {
    fr: "La copie de l'équipement « {name} » a échoué : {reason}",
    en: 'Copying the equipment "{name}" failed: {reason}',
    es: 'No se pudo copiar el equipo «{name}»: {reason}',
  },
  stuffMax: {
    fr: 'Vous avez atteint le maximum de {max} équipements pour ce jeu',
    en: 'You have reached the maximum of {max} stuffs for this game',
    es: 'Ha alcanzado el máximo de {max} equipos para este juego',
  },
  stuffNameRequired: { fr: "Le nom de l'équipement est obligatoire", en: 'The name of the equipment is required', es: 'El nombre del equipo es obligatorio' },
  stuffNameLength: {
    fr: "Le nom de l'équipement doit contenir de 3 à 50 caractères",
    en: 'The name of the equipment must be 3 to 50 characters long',
    es: 'El nombre del equipo debe tener entre 3 y 50 caracteres',
  },
  stuffNameFormat: {
    fr: "Le nom de l'équipement doit commencer par une lettre ou un chiffre et ne contenir que des lettres, des chiffres, des espaces et « - . _ # ° / »",
    en: 'The name of the equipment must start with a letter or a digit and hold only letters, digits, spaces and "- . _ # ° /"',
    es: 'El nombre del equipo debe empezar por una letra o una cifra y contener solo letras, cifras, espacios y «- . _ # ° /»',
  },
  stuffDescriptionLength: {
    fr: 'La description contient 255 caractères au maximum',
    en: 'The description holds at most 255 characters',
    es: 'La descripción tiene como máximo 255 caracteres',
  },
  stuffMarkdownLength: {
    fr: 'Le guide contient 20 000 caractères au maximum',
    en: 'The guide holds at most 20,000 characters',
    es: 'La guía tiene como máximo 20 000 caracteres',
  },
  stuffTagInvalid: { fr: 'Étiquette inconnue', en: 'Unknown tag', es: 'Etiqueta desconocida' },
  stuffTagsMax: { fr: '10 étiquettes au maximum', en: 'At most 10 tags', es: '10 etiquetas como máximo' },
  stuffLevelInvalid: {
    fr: 'Le niveau doit être un nombre entier de 1 à 200',
    en: 'The level must be a whole number from 1 to 200',
    es: 'El nivel debe ser un número entero de 1 a 200',
  },
  statInvalid: { fr: 'Caractéristique invalide : {field}', en: 'Invalid characteristic: {field}', es: 'Característica no válida: {field}' },
  classInvalid: { fr: 'Classe invalide', en: 'Invalid class', es: 'Clase no válida' },
  genderInvalid: { fr: 'Sexe invalide', en: 'Invalid gender', es: 'Sexo no válido' },
  invalidFlag: { fr: 'Valeur invalide : {field}', en: 'Invalid value: {field}', es: 'Valor no válido: {field}' },
  slotInvalid: { fr: 'Emplacement invalide', en: 'Invalid slot', es: 'Ranura no válida' },
  itemInvalid: { fr: 'Objet invalide', en: 'Invalid item', es: 'Objeto no válido' },
  itemUnknown: {
    fr: "L'objet {id} n'existe pas dans ce jeu",
    en: 'Item {id} does not exist in this game',
    es: 'El objeto {id} no existe en este juego',
  },
  versionRequired: {
    fr: "La version de l'équipement lue est obligatoire (champ version)",
    en: 'The version of the equipment you read is required (version field)',
    es: 'La versión del equipo leída es obligatoria (campo version)',
  },
  skinHeadInvalid: { fr: 'Tête invalide', en: 'Invalid head', es: 'Cabeza no válida' },
  skinFaceInvalid: { fr: 'Visage invalide', en: 'Invalid face', es: 'Cara no válida' },
  skinColorInvalid: { fr: 'Couleur invalide', en: 'Invalid colour', es: 'Color no válido' },
  boostEffectInvalid: { fr: 'Effet de boost invalide', en: 'Invalid boost effect', es: 'Efecto de potenciación no válido' },
  boostNotFound: { fr: "Ce boost n'est pas dans l'équipement", en: 'This boost is not in the equipment', es: 'Esta potenciación no está en el equipo' },
  boostsMax: { fr: '{max} boosts au maximum par équipement', en: 'At most {max} boosts per stuff', es: '{max} potenciaciones como máximo por equipo' },
  // The engine's slot rules.
  ruleWrongSlot: { fr: "Cet objet ne va pas dans cet emplacement ({slot})", en: 'This item does not go in this slot ({slot})', es: 'Este objeto no va en esta ranura ({slot})' },
  ruleDuplicateSetRing: {
    fr: "Deux anneaux identiques d'une même panoplie ne peuvent pas être portés",
    en: 'Two identical rings of the same set cannot be worn',
    es: 'No se pueden llevar dos anillos idénticos del mismo set',
  },
  ruleDuplicateDofus: {
    fr: 'Le même Dofus ou trophée ne peut pas être porté deux fois',
    en: 'The same Dofus or trophy cannot be worn twice',
    es: 'No se puede llevar el mismo Dofus o trofeo dos veces',
  },
  ruleMultipleExo: { fr: 'Un seul exo {stat} par équipement', en: 'Only one {stat} exo per stuff', es: 'Un solo exo de {stat} por equipo' },
  ruleTwoHandedWithShield: {
    fr: 'Une arme à deux mains ne peut pas être portée avec un bouclier',
    en: 'A two-handed weapon cannot be worn with a shield',
    es: 'Un arma a dos manos no se puede llevar con un escudo',
  },
  ruleLevelTooHigh: {
    fr: "Le niveau de l'objet ({slot}) dépasse celui du personnage",
    en: 'The level of the item ({slot}) is above the character’s',
    es: 'El nivel del objeto ({slot}) supera el del personaje',
  },
  ruleMultiplePrysmaradites: { fr: 'Une seule prysmaradite par équipement', en: 'Only one prysmaradite per stuff', es: 'Una sola prysmaradita por equipo' },
  // Folders (site-spec §8).
  folderNameRequired: { fr: 'Le nom du dossier est obligatoire', en: 'The folder name is required', es: 'El nombre de la carpeta es obligatorio' },
  folderNameFormat: {
    fr: 'Le nom du dossier doit contenir de 3 à 20 caractères : lettres, chiffres, espaces, « - », « . » et « _ »',
    en: 'The folder name must be 3 to 20 characters: letters, digits, spaces, "-", "." and "_"',
    es: 'El nombre de la carpeta debe tener entre 3 y 20 caracteres: letras, cifras, espacios, «-», «.» y «_»',
  },
  folderAvatarInvalid: { fr: "L'avatar du dossier est invalide", en: 'The folder avatar is invalid', es: 'El avatar de la carpeta no es válido' },
  folderMax: {
    fr: 'Vous avez atteint le maximum de {max} dossiers',
    en: 'You have reached the maximum of {max} folders',
    es: 'Ha alcanzado el máximo de {max} carpetas',
  },
  folderNotFound: { fr: 'Dossier introuvable', en: 'Folder not found', es: 'Carpeta no encontrada' },
  // Favourites (site-spec §8).
  favoriteItemInvalid: { fr: 'Objet manquant ou invalide', en: 'Item missing or invalid', es: 'Objeto ausente o no válido' },
  favoriteMax: {
    fr: 'Vous avez atteint le maximum de {max} favoris dans cette catégorie',
    en: 'You have reached the maximum of {max} favourites in this category',
    es: 'Ha alcanzado el máximo de {max} favoritos en esta categoría',
  },
  favoriteNotFound: { fr: "Cet objet n'est pas dans vos favoris", en: 'This item is not in your favourites', es: 'Este objeto no está en sus favoritos' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the exo-limited stats in the `ruleMultipleExo` message. */
export const EXO_STAT_NAMES: Readonly<Record<string, Record<Lang, string>>> = {
  ap: { fr: 'PA', en: 'AP', es: 'PA' },
  mp: { fr: 'PM', en: 'MP', es: 'PM' },
  range: { fr: 'PO', en: 'range', es: 'alcance' },
};

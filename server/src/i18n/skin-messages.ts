/**
 * Skins' and the Skinator's messages (issue 21; builder-spec §5 skin name and look, §6 "you have no
 * access to this skin", §8 skin errors), merged into MESSAGES. Keys used as zod messages in
 * contract/skins.ts are answered for the field refused. The look's colour, head and face keys are
 * the stuff skin's (stuff-messages.ts: skinColorInvalid, skinHeadInvalid, skinFaceInvalid).
 */
import type { Lang } from '#contract/common';
import { SKINS_MAX } from '#contract/skins';
import { SKIN_NAME_MAX, SKIN_NAME_MIN } from '#game/skin';

export const SKIN_MESSAGES = {
  skinNotFound: { fr: 'Skin introuvable', en: 'Skin not found', es: 'Skin no encontrado' },
  skinForbidden: { fr: "Vous n'avez pas accès à ce skin", en: 'You have no access to this skin', es: 'No tienes acceso a este skin' },
  skinNameRequired: { fr: 'Le nom du skin est obligatoire', en: 'The skin name is required', es: 'El nombre del skin es obligatorio' },
  skinNameInvalid: {
    fr: `Nom de skin invalide : de ${SKIN_NAME_MIN} à ${SKIN_NAME_MAX} caractères, commençant par une lettre ou un chiffre ; lettres, chiffres, espace, tiret, point et tiret bas`,
    en: `Invalid skin name: ${SKIN_NAME_MIN} to ${SKIN_NAME_MAX} characters, starting with a letter or a digit; letters, digits, space, hyphen, dot and underscore`,
    es: `Nombre de skin no válido: de ${SKIN_NAME_MIN} a ${SKIN_NAME_MAX} caracteres, empezando por una letra o una cifra; letras, cifras, espacio, guion, punto y guion bajo`,
  },
  skinClassInvalid: { fr: 'Classe invalide', en: 'Invalid class', es: 'Clase no válida' },
  skinGenderInvalid: { fr: 'Sexe invalide : 0 (masculin) ou 1 (féminin)', en: 'Invalid sex: 0 (male) or 1 (female)', es: 'Sexo no válido: 0 (masculino) o 1 (femenino)' },
  skinCosmeticInvalid: {
    fr: "Objet d'apparat introuvable ou qui ne se porte pas à cet emplacement",
    en: 'Cosmetic item not found, or not worn in that slot',
    es: 'Objeto de apariencia no encontrado o que no se lleva en ese lugar',
  },
  skinVisibleInvalid: { fr: 'Visibilité invalide : public ou confidentiel', en: 'Invalid visibility: public or confidential', es: 'Visibilidad no válida: público o confidencial' },
  skinGameInvalid: { fr: 'Jeu invalide : retro, dofus ou touch', en: 'Invalid game: retro, dofus or touch', es: 'Juego no válido: retro, dofus o touch' },
  skinUpdateEmpty: {
    fr: 'Rien à modifier : nom, classe, sexe, tête, visage, couleurs, objets d’apparat ou visibilité',
    en: 'Nothing to change: name, class, sex, head, face, colours, cosmetics or visibility',
    es: 'Nada que cambiar: nombre, clase, sexo, cabeza, cara, colores, objetos de apariencia o visibilidad',
  },
  skinMax: {
    fr: `Un compte garde au plus ${SKINS_MAX} skins`,
    en: `An account keeps at most ${SKINS_MAX} skins`,
    es: `Una cuenta guarda como máximo ${SKINS_MAX} skins`,
  },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * The messages of roles, tags and moderation (issue 18), merged into MESSAGES. Keys used as zod
 * messages in contract/moderation.ts are answered for the field refused.
 */
import type { Lang } from '#contract/common';
import { ROLES, USER_TAGS } from '#game/members';

const T = USER_TAGS;

export const MODERATION_MESSAGES = {
  moderationForbidden: {
    fr: "Cette action est réservée à l'équipe de modération",
    en: 'This action is reserved for the moderation team',
    es: 'Esta acción está reservada al equipo de moderación',
  },
  adminOnly: { fr: 'Cette action est réservée aux administrateurs', en: 'This action is reserved for administrators', es: 'Esta acción está reservada a los administradores' },
  moderationSelf: {
    fr: 'Vous ne pouvez pas changer votre propre rôle ni vous bannir vous-même',
    en: 'You cannot change your own role nor ban yourself',
    es: 'No puede cambiar su propio rol ni bloquearse a sí mismo',
  },
  moderationAdminProtected: { fr: 'Un administrateur ne peut pas être banni', en: 'An administrator cannot be banned', es: 'Un administrador no puede ser bloqueado' },
  moderationRank: {
    fr: 'Vous ne pouvez pas bannir un membre de rang égal ou supérieur au vôtre',
    en: 'You cannot ban a member of a rank equal to or above yours',
    es: 'No puede bloquear a un miembro de rango igual o superior al suyo',
  },
  moderationAlreadyBanned: { fr: '{name} est déjà banni', en: '{name} is already banned', es: '{name} ya está bloqueado' },
  moderationNotBanned: { fr: "{name} n'est pas banni", en: '{name} is not banned', es: '{name} no está bloqueado' },
  moderationBannedTarget: {
    fr: '{name} est banni : levez le bannissement avant de changer son rôle',
    en: '{name} is banned: lift the ban before changing their role',
    es: '{name} está bloqueado: levante el bloqueo antes de cambiar su rol',
  },
  moderationAlreadyHidden: { fr: "L'équipement « {name} » est déjà masqué", en: 'The equipment "{name}" is already hidden', es: 'El equipo «{name}» ya está oculto' },
  moderationNotHidden: { fr: "L'équipement « {name} » n'est pas masqué", en: 'The equipment "{name}" is not hidden', es: 'El equipo «{name}» no está oculto' },
  moderationRoleInvalid: {
    fr: `Rôle invalide : administrateur (${ROLES.admin}), modérateur (${ROLES.moderator}), community manager (${ROLES.communityManager}) ou utilisateur (${ROLES.user})`,
    en: `Invalid role: administrator (${ROLES.admin}), moderator (${ROLES.moderator}), community manager (${ROLES.communityManager}) or user (${ROLES.user})`,
    es: `Rol no válido: administrador (${ROLES.admin}), moderador (${ROLES.moderator}), community manager (${ROLES.communityManager}) o usuario (${ROLES.user})`,
  },
  moderationTagInvalid: {
    fr: `Tag invalide : silver (${T.silver}), gold (${T.gold}), platinum (${T.platinum}), premium (${T.premium}), stuffer (${T.stuffer}) ou streamer (${T.streamer})`,
    en: `Invalid tag: silver (${T.silver}), gold (${T.gold}), platinum (${T.platinum}), premium (${T.premium}), stuffer (${T.stuffer}) or streamer (${T.streamer})`,
    es: `Etiqueta no válida: silver (${T.silver}), gold (${T.gold}), platinum (${T.platinum}), premium (${T.premium}), stuffer (${T.stuffer}) o streamer (${T.streamer})`,
  },
  moderationChannelInvalid: {
    fr: 'Chaîne Twitch invalide : de 4 à 25 lettres, chiffres ou soulignés',
    en: 'Invalid Twitch channel: 4 to 25 letters, digits or underscores',
    es: 'Canal de Twitch no válido: de 4 a 25 letras, cifras o guiones bajos',
  },
  moderationReasonInvalid: {
    fr: 'Le motif doit contenir au plus 300 caractères',
    en: 'The reason must be at most 300 characters long',
    es: 'El motivo debe tener como máximo 300 caracteres',
  },
} as const satisfies Record<string, Record<Lang, string>>;

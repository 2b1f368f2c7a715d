/**
 * Every message the server sends to a user, in the product's three languages (French first: it is
 * the product's language and the default). The language of a request is its `x-lang` header.
 */
import { DEFAULT_LANG, LANGS, type Lang } from '#contract/common';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { MEMBER_MESSAGES } from './member-messages.ts';
import { MODERATION_MESSAGES } from './moderation-messages.ts';
import { STUFF_MESSAGES } from './stuff-messages.ts';
import { DEVBLOG_MESSAGES } from './devblog-messages.ts';
import { CRAFT_MESSAGES } from './craft-messages.ts';
import { SKIN_MESSAGES } from './skin-messages.ts';

export const MESSAGES = {
  itemNotFound: { fr: 'Objet introuvable', en: 'Item not found', es: 'Objeto no encontrado' },
  clothNotFound: { fr: 'Panoplie introuvable', en: 'Set not found', es: 'Set no encontrado' },
  classNotFound: { fr: 'Classe introuvable', en: 'Class not found', es: 'Clase no encontrada' },
  resourceNotFound: { fr: 'Ressource introuvable', en: 'Resource not found', es: 'Recurso no encontrado' },
  catalogNotFound: {
    fr: "Le catalogue de ce jeu n'est pas encore importé",
    en: 'The catalogue of this game has not been imported yet',
    es: 'El catálogo de este juego aún no se ha importado',
  },
  invalidParameter: { fr: 'Paramètre invalide : {name}', en: 'Invalid parameter: {name}', es: 'Parámetro no válido: {name}' },
  invalidRequest: { fr: 'Requête invalide', en: 'Invalid request', es: 'Solicitud no válida' },
  unavailable: {
    fr: 'Le service est momentanément surchargé, réessayez dans un instant',
    en: 'The service is busy, please try again in a moment',
    es: 'El servicio está saturado, inténtelo de nuevo en un momento',
  },
  methodNotAllowed: {
    fr: 'Méthode {method} non autorisée ici (autorisées : {allow})',
    en: 'Method {method} is not allowed here (allowed: {allow})',
    es: 'Método {method} no permitido aquí (permitidos: {allow})',
  },
  databaseUnavailable: {
    fr: 'La base de données est momentanément injoignable, réessayez dans un instant',
    en: 'The database cannot be reached at the moment, please try again in a moment',
    es: 'La base de datos no está disponible en este momento, inténtelo de nuevo en un momento',
  },
  internalError: { fr: 'Une erreur est survenue', en: 'An error occurred', es: 'Se ha producido un error' },
  // Issue 22: what a client sends beyond the limits (plugins/body-limits.ts, overload.ts).
  bodyTooLarge: {
    fr: 'La requête est trop volumineuse (au plus {max} Kio)',
    en: 'The request is too large (at most {max} KiB)',
    es: 'La solicitud es demasiado grande (como máximo {max} KiB)',
  },
  jsonTooDeep: {
    fr: 'Le JSON envoyé est trop imbriqué (au plus {max} niveaux)',
    en: 'The JSON sent is nested too deeply (at most {max} levels)',
    es: 'El JSON enviado está demasiado anidado (como máximo {max} niveles)',
  },
  invalidJson: {
    fr: "Le corps de la requête n'est pas un JSON valide",
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es un JSON válido',
  },
  unsupportedMediaType: {
    fr: 'Type de contenu non pris en charge : envoyez du JSON',
    en: 'Unsupported content type: send JSON',
    es: 'Tipo de contenido no admitido: envíe JSON',
  },
  requestTimeout: {
    fr: 'La requête est arrivée trop lentement',
    en: 'The request arrived too slowly',
    es: 'La solicitud llegó demasiado despacio',
  },
  headersTooLarge: {
    fr: 'Les en-têtes de la requête sont trop volumineux',
    en: 'The request headers are too large',
    es: 'Las cabeceras de la solicitud son demasiado grandes',
  },
  ...ACCOUNT_MESSAGES,
  ...STUFF_MESSAGES,
  ...MEMBER_MESSAGES,
  ...DEVBLOG_MESSAGES,
  ...CRAFT_MESSAGES,
  ...SKIN_MESSAGES,
  ...MODERATION_MESSAGES,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/** `fr`, `en-GB`, `ES` → a supported language; anything else → French. */
export function langOf(value: string | string[] | undefined): Lang {
  const first = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 2).toLowerCase() ?? '';
  return isLang(first) ? first : DEFAULT_LANG;
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

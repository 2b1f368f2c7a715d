/**
 * The messages of the devblog, the admin-only routes and the premium flag (issue 18), merged into
 * MESSAGES. Keys used as zod messages in contract/devblog.ts take `{field}`, the field refused.
 */
import type { Lang } from '#contract/common';

export const DEVBLOG_MESSAGES = {
  devblogEditorsOnly: {
    fr: 'Le devblog est écrit par les administrateurs et les community managers',
    en: 'The devblog is written by administrators and community managers',
    es: 'El devblog lo escriben los administradores y los community managers',
  },
  devblogPostNotFound: { fr: 'Article introuvable', en: 'Post not found', es: 'Artículo no encontrado' },
  devblogTitleRequired: {
    fr: 'Le titre est obligatoire dans chaque langue où l’article est écrit ({field})',
    en: 'The title is required in every language the post is written in ({field})',
    es: 'El título es obligatorio en cada idioma en que está escrito el artículo ({field})',
  },
  devblogTitleInvalid: { fr: 'Titre invalide ({field})', en: 'Invalid title ({field})', es: 'Título no válido ({field})' },
  devblogTitleLength: {
    fr: 'Le titre ne doit pas dépasser 150 caractères ({field})',
    en: 'The title must not exceed 150 characters ({field})',
    es: 'El título no debe superar los 150 caracteres ({field})',
  },
  devblogBodyRequired: {
    fr: 'Le texte est obligatoire pour chaque titre donné ({field})',
    en: 'The text is required for every title given ({field})',
    es: 'El texto es obligatorio para cada título dado ({field})',
  },
  devblogBodyInvalid: { fr: 'Texte invalide ({field})', en: 'Invalid text ({field})', es: 'Texto no válido ({field})' },
  devblogBodyLength: {
    fr: 'Le texte ne doit pas dépasser 50 000 caractères ({field})',
    en: 'The text must not exceed 50,000 characters ({field})',
    es: 'El texto no debe superar los 50 000 caracteres ({field})',
  },
  devblogPublishedInvalid: {
    fr: 'Indiquez si l’article est publié ({field})',
    en: 'Say whether the post is published ({field})',
    es: 'Indique si el artículo está publicado ({field})',
  },
  premiumInvalid: {
    fr: 'Indiquez si le membre est premium ({field})',
    en: 'Say whether the member is premium ({field})',
    es: 'Indique si el miembro es premium ({field})',
  },
} as const satisfies Record<string, Record<Lang, string>>;

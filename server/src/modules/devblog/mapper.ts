/**
 * Devblog rows → the contract's post: the reader's language, else English (the site's fallback),
 * else French, else Spanish; the body rendered and sanitised with the guides' sanitiser
 * (modules/stuffs/guide-html.ts: no script, handler, style, image or frame survives).
 */
import { FALLBACK_LANG, DEFAULT_LANG, LANGS, type Lang } from '#contract/common';
import type { DevblogPost } from '#contract/devblog';
import { guideHtml } from '../stuffs/guide-html.ts';
import type { DevblogRow } from './repository.ts';

const titleOf = (row: DevblogRow, lang: Lang) => row[`title_${lang}`];
const bodyOf = (row: DevblogRow, lang: Lang) => row[`body_${lang}`];

/** The languages the post is written in (a title given). */
export function postLangs(row: DevblogRow): Lang[] {
  return LANGS.filter((lang) => titleOf(row, lang) !== '');
}

/** The language a reader of `lang` gets. */
export function servedLang(row: DevblogRow, lang: Lang): Lang {
  const written = postLangs(row);
  return [lang, FALLBACK_LANG, DEFAULT_LANG, ...LANGS].find((candidate) => written.includes(candidate)) ?? lang;
}

export function toDevblogPost(row: DevblogRow, lang: Lang, withSource: boolean): DevblogPost {
  const served = servedLang(row, lang);
  return {
    id: Number(row.id),
    lang: served,
    title: titleOf(row, served),
    html: guideHtml(bodyOf(row, served)),
    langs: postLangs(row),
    author: row.author_id === null ? null : { id: Number(row.author_id), name: row.author_name ?? '', slug: row.author_slug ?? '' },
    published: Number(row.published) === 1,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(withSource
      ? {
          source: {
            title: { fr: row.title_fr, en: row.title_en, es: row.title_es },
            body: { fr: row.body_fr, en: row.body_en, es: row.body_es },
          },
        }
      : {}),
  };
}

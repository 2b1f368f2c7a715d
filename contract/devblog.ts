/**
 * The devblog (issue 18; site-spec §2 `devblog`, §7 `GET api/devblog`, the news modal): posts written
 * by an admin (role 10) in markdown, in up to three languages. Readers get each post in their
 * language (`x-lang`), else in English (the site's fallback), else French, else Spanish, with its
 * body rendered and sanitised by the server (`html`); the markdown itself (`source`) goes to admins
 * only, for the editor. Body refusals carry message keys (see contract/users.ts).
 */
import { z } from 'zod';
import { decimalInt, LANGS, MAX_GAME_ID } from './common.ts';
import { defineRoute } from './route.ts';

export const DEVBLOG_TITLE_MAX = 150;
export const DEVBLOG_BODY_MAX = 50_000;
export const DEVBLOG_PAGE_SIZE = 10;
export const DEVBLOG_PAGE_SIZE_MAX = 50;

const Lang = z.enum(LANGS);

const Title = z.string({ error: 'devblogTitleInvalid' }).trim().max(DEVBLOG_TITLE_MAX, { error: 'devblogTitleLength' });
const Body = z.string({ error: 'devblogBodyInvalid' }).max(DEVBLOG_BODY_MAX, { error: 'devblogBodyLength' });

/** A text per language; a language left out or empty has no version of the post. */
export const DevblogTexts = z.object({ fr: Title.optional(), en: Title.optional(), es: Title.optional() });
export const DevblogBodies = z.object({ fr: Body.optional(), en: Body.optional(), es: Body.optional() });

/**
 * A post as an admin writes it: a language counts when its title is given, and then needs a body;
 * at least one language. `published` false keeps it a draft, seen by admins only.
 */
export const DevblogPostBody = z
  .object({ title: DevblogTexts, body: DevblogBodies, published: z.boolean({ error: 'devblogPublishedInvalid' }) })
  .superRefine((post, context) => {
    let languages = 0;
    for (const lang of LANGS) {
      const title = post.title[lang] ?? '';
      const body = (post.body[lang] ?? '').trim();
      if (title !== '') {
        languages++;
        if (body === '') context.addIssue({ code: 'custom', path: ['body', lang], message: 'devblogBodyRequired' });
      } else if (body !== '') {
        context.addIssue({ code: 'custom', path: ['title', lang], message: 'devblogTitleRequired' });
      }
    }
    if (languages === 0) context.addIssue({ code: 'custom', path: ['title', 'fr'], message: 'devblogTitleRequired' });
  });
export type DevblogPostBody = z.infer<typeof DevblogPostBody>;

/** `slug` names the author's public profile (`membre/{userSlug}`). */
export const DevblogAuthor = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const DevblogPost = z.object({
  id: z.number().int(),
  /** The language the title and body are in (the reader's, or the fallback's). */
  lang: Lang,
  title: z.string(),
  /** The body rendered from markdown and sanitised: safe to insert as HTML. */
  html: z.string(),
  /** The languages the post is written in. */
  langs: z.array(Lang),
  /** null when the author's account was deleted. */
  author: DevblogAuthor.nullable(),
  published: z.boolean(),
  /** When it was first published (ISO-8601), null for a draft. */
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The markdown as written: admins only. */
  source: z.object({ title: z.record(Lang, z.string()), body: z.record(Lang, z.string()) }).optional(),
});
export type DevblogPost = z.infer<typeof DevblogPost>;

export const DevblogPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  rows: z.array(DevblogPost),
});
export type DevblogPage = z.infer<typeof DevblogPage>;

export const DevblogQuery = z.object({
  page: decimalInt(1, 100_000).default(1),
  size: decimalInt(1, DEVBLOG_PAGE_SIZE_MAX).default(DEVBLOG_PAGE_SIZE),
  /** `true`: drafts too (admins only). */
  drafts: z.enum(['true', 'false']).optional(),
});

const PostId = z.object({ id: decimalInt(1, MAX_GAME_ID) });

export const DevblogPreviewBody = z.object({ markdown: Body });
export const DevblogPreview = z.object({ html: z.string() });

export const devblogRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/devblog', query: DevblogQuery, response: DevblogPage }),
  get: defineRoute({ method: 'GET', path: '/api/devblog/:id', params: PostId, response: DevblogPost }),
  create: defineRoute({ method: 'POST', path: '/api/devblog', body: DevblogPostBody, response: DevblogPost }),
  update: defineRoute({ method: 'PUT', path: '/api/devblog/:id', params: PostId, body: DevblogPostBody, response: DevblogPost }),
  remove: defineRoute({ method: 'DELETE', path: '/api/devblog/:id', params: PostId, response: z.object({ id: z.number().int() }) }),
  /** The editor's preview: the markdown as readers would see it. */
  preview: defineRoute({ method: 'POST', path: '/api/devblog/preview', body: DevblogPreviewBody, response: DevblogPreview }),
};

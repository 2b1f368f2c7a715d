/** Stuff rows → contract shapes (summaries for lists and hits, the whole stored stuff). */
import type { Game } from '#contract/common';
import { Stuff } from '#contract/stuff';
import { StuffSkin, type StoredStuff, type StuffSummary } from '#contract/stuffs';
import { normalizeText } from '../search/text.ts';
import { guideHtml } from './guide-html.ts';
import { type StuffWithNames, unframed } from './repository.ts';

export function stuffSlug(id: number, name: string): string {
  const words = normalizeText(name).replace(/ /g, '-').slice(0, 60).replace(/-+$/, '');
  return words === '' ? String(id) : `${id}-${words}`;
}

/** `viewerId`: the caller, who alone sees their own folder. */
export function toSummary(row: StuffWithNames, viewerId?: number): StuffSummary {
  return {
    id: row.id,
    slug: stuffSlug(row.id, row.name),
    short_code: row.short_code ?? '',
    game: row.game as Game,
    name: row.name,
    tags: unframed(row.tags),
    character_class: Number(row.class_id),
    character_gender: Number(row.gender),
    character_level: Number(row.character_level),
    level: Number(row.level),
    elements: unframed(row.elements),
    visible: Number(row.visible) === 1,
    hidden: Number(row.hidden) === 1,
    folder_id: row.folder_id === null || Number(row.user_id) !== viewerId ? null : Number(row.folder_id),
    views: Number(row.views),
    guide: row.visible === 1 && row.markdown !== '',
    user: { id: Number(row.user_id), name: row.user_name, slug: row.user_slug },
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The builder's object of a row: its id, and mode `private` for the owner, `public` for others. */
export function stuffObject(row: StuffWithNames | (Omit<StuffWithNames, 'user_name' | 'user_slug' | 'folder_name'>), owner: boolean): Stuff {
  const stored = Stuff.parse(JSON.parse(row.data));
  return { ...stored, id: row.id, mode: owner ? 'private' : 'public' };
}

export function toStored(row: StuffWithNames, owner: boolean): StoredStuff {
  const skin = row.skin === null ? null : StuffSkin.safeParse(JSON.parse(row.skin));
  return {
    ...toSummary(row, owner ? Number(row.user_id) : undefined),
    description: row.description,
    markdown: row.markdown,
    guide_html: guideHtml(row.markdown),
    allowed_classes: JSON.parse(row.allowed_classes) as number[],
    folder_name: owner ? row.folder_name : null,
    skin: skin?.success ? skin.data : null,
    stuff: stuffObject(row, owner),
  };
}

/** A navbar search hit (site-spec §3 "Search hits"). */
export function stuffHit(row: StuffWithNames) {
  return { id: row.id, slug: stuffSlug(row.id, row.name), name: row.name, tags: unframed(row.tags), character_class: Number(row.class_id), character_gender: Number(row.gender) };
}

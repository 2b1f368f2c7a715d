/**
 * Reference data of the variant (site-spec §3 "Bootstrap"): classes, categories, effects… Shared by
 * several features, so it lives here rather than in one of them. It changes only with a data import.
 */
import { queryOptions } from '@tanstack/react-query';
import { BootstrapResponse, type Game, type LocalizedText, type Lang, FALLBACK_LANG, DEFAULT_LANG } from '#contract/api';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function bootstrapQueryOptions(game: Game = SITE_VARIANT) {
  return queryOptions({
    queryKey: ['bootstrap', game] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/bootstrap', BootstrapResponse, { query: { game }, signal }).then((response) => response.data),
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** A data text in `lang`, else English, else French (the data always has French). */
export function localized(text: LocalizedText | null | undefined, lang: Lang): string {
  if (!text) return '';
  return text[lang] || text[FALLBACK_LANG] || text[DEFAULT_LANG] || Object.values(text)[0] || '';
}

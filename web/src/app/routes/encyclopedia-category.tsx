/** `encyclopedia.category`: the localised slug names the category; an unknown slug is an unknown path. */
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildPath, canonicalParam, type EncyclopediaCategory } from '#web/config/routes.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { CategoryScreen } from '#web/features/encyclopedia-list/components/category-screen.tsx';

export function EncyclopediaCategoryRoute() {
  const { t } = useTranslation();
  const lang = useLang();
  const { category: slug = '' } = useParams();
  const category = canonicalParam('category', slug, lang) as EncyclopediaCategory | undefined;

  // The route keeps the title (handle `keep`): it is the category's own name.
  useEffect(() => {
    if (category) document.title = `${t(`encyclopedia.${category}`)} · ${t('title.suffix')}`;
  }, [category, t]);

  if (!category) return <Navigate to={buildPath('site.home', lang)} replace />;
  // Keyed by category: each one restores its own remembered view when opened.
  return <CategoryScreen key={category} category={category} />;
}

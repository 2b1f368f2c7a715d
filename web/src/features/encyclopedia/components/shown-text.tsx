/** A data text that may be in French on a page of another language: marked with lang="fr" and a badge. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../../contract/api.ts';

export function ShownText({ text, lang, pageLang }: { text: string; lang: Lang; pageLang: Lang }) {
  const { t } = useTranslation();
  if (lang === pageLang) return <>{text}</>;
  return (
    <>
      <span lang={lang}>{text}</span>{' '}
      <abbr className="encyclopedia__fr-only" title={t('encyclopedia.frOnly')} data-testid="fr-only">
        {lang.toUpperCase()}
      </abbr>
    </>
  );
}

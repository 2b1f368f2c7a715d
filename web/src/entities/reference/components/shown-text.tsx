/** A data text that may be in French on a page of another language: marked with lang="fr" and a badge. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '#contract/common';
import '../messages/index.ts';
import './reference.css';

export function ShownText({ text, lang, pageLang, badge = true }: { text: string; lang: Lang; pageLang: Lang; badge?: boolean }) {
  const { t } = useTranslation();
  if (lang === pageLang) return <>{text}</>;
  // Lists of lines say it once (FallbackNote) rather than on every line.
  if (!badge) return <span lang={lang}>{text}</span>;
  return (
    <>
      <span lang={lang}>{text}</span>{' '}
      <abbr className="shown-text__badge" title={t('reference.frOnly')} data-testid="fr-only">
        {lang.toUpperCase()}
      </abbr>
    </>
  );
}

/** One note for a list whose lines are shown in French because the page language has none. */
export function FallbackNote({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <p className="shown-text__note" data-testid="fallback-note">
      <abbr className="shown-text__badge" title={t('reference.frOnly')}>
        {lang.toUpperCase()}
      </abbr>{' '}
      {t('reference.frOnlyLines')}
    </p>
  );
}

/**
 * The terms of use (`cgu`) and the privacy policy (`confidentialite`): static texts in the page's
 * language (content/), with the contact address the operator configured (CONTACT_EMAIL, read from
 * the site's public settings).
 */
import '../messages/index.ts';
import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '#contract/common';
import { siteSettingsQueryOptions } from '#web/entities/site-settings/api/site-settings.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { en } from '../content/en.ts';
import { es } from '../content/es.ts';
import { fr } from '../content/fr.ts';
import type { LegalTexts } from '../content/types.ts';
import './legal.css';

const TEXTS: Record<Lang, LegalTexts> = { fr, en, es };

export function LegalPage({ page }: { page: keyof LegalTexts }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const settings = useQuery(siteSettingsQueryOptions());
  const email = settings.data?.contact_email ?? null;
  const contact = email ? (
    <>
      {t('legal.contactLead')}{' '}
      <a href={`mailto:${email}`} data-testid="legal-contact">
        {email}
      </a>
      .
    </>
  ) : (
    <span data-testid="legal-contact-none">{t('legal.contactNone')}</span>
  );
  const text = (value: string) => {
    const [before, after] = value.split('{contact}');
    return after === undefined ? value : (
      <>
        {before}
        {contact}
        {after}
      </>
    );
  };
  const content = TEXTS[lang][page];
  return (
    <article className="container legal" data-testid={`legal-${page}`} lang={lang}>
      <h1 className="legal__title">{content.title}</h1>
      <p className="legal__updated">{content.updated}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className="legal__section">
          <h2 className="legal__heading">{section.heading}</h2>
          {section.paragraphs?.map((paragraph, index) => <p key={index}>{text(paragraph)}</p>)}
          {section.items && (
            <ul className="legal__list">
              {section.items.map((item, index) => (
                <Fragment key={index}>
                  <li>{text(item)}</li>
                </Fragment>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p>
        <Link to={pathTo(page === 'cgu' ? 'site.confidentiality' : 'site.cgu')}>{page === 'cgu' ? t('legal.seeAlsoPrivacy') : t('legal.seeAlsoCgu')}</Link>
      </p>
    </article>
  );
}

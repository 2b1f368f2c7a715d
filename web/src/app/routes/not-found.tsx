/**
 * The 404 page inside the shell: under a language prefix (`/fr/nimporte-quoi`, the language
 * route's `*`), or for a path without one (the root's `*`), in the visitor's preferred language.
 */
import { useLoaderData } from 'react-router';
import type { Lang } from '#contract/common';
import { NotFoundPage } from '#web/features/not-found/components/not-found-page.tsx';
import { LangLayout } from './lang-layout.tsx';
import './pages.css';

export function NotFoundRoute() {
  return <NotFoundPage />;
}

/** A path whose first segment is no language: the shell and the 404 page in the loader's language. */
export function UnprefixedNotFoundRoute() {
  const lang = useLoaderData<Lang>();
  return (
    <LangLayout lang={lang}>
      <NotFoundPage />
    </LangLayout>
  );
}

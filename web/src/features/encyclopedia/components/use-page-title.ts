import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<name> · Tofulab" once the page knows its subject (the encyclopedia routes keep their own title). */
export function usePageTitle(name: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (name) document.title = `${name} · ${t('title.suffix')}`;
  }, [name, t]);
}

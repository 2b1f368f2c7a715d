/** The game's class names in the page language (bootstrap), by class id. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';

export function useClassNames(): (classId: number) => string | undefined {
  const lang = useLang();
  const bootstrap = useQuery(bootstrapQueryOptions());
  const names = useMemo(() => new Map((bootstrap.data?.classes ?? []).map((entry) => [entry.id, localized(entry.name, lang)])), [bootstrap.data, lang]);
  return (classId) => names.get(classId);
}

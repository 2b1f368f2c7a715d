/**
 * Reading an import source (a dofus-stuffer code in the engine worker, or our share code) and the
 * draft it becomes for the current stuff. The result is a pure function of the codes, cached as a
 * query; failures are shown by the screen (inline and as an alert), not by the global query alert.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Stuff } from '#contract/stuff';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { engineBridge } from '#web/lib/engine/worker-manager.ts';
import {
  draftFromImport,
  importFailure,
  resolveImport,
  type ImportedDraft,
  type ImportSource,
  type ResolvedImport,
} from '#web/entities/stuff/model/stuffer-code-import.ts';

export interface StuffImport {
  isReading: boolean;
  resolved?: ResolvedImport;
  imported?: ImportedDraft;
  error?: unknown;
}

export function useStuffImport(source: ImportSource | undefined, current: Stuff): StuffImport {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['stuff-import', SITE_VARIANT, source?.stufferCode ?? null, source?.shareCode ?? null] as const,
    queryFn: ({ signal }) =>
      resolveImport(source!, SITE_VARIANT, (code) => engineBridge.decodeStufferCode(SITE_VARIANT, code, signal)),
    enabled: source !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

  const conversion = useMemo(() => {
    if (!query.data) return undefined;
    try {
      return { imported: draftFromImport(query.data, current) };
    } catch (error) {
      return { error };
    }
  }, [query.data, current]);

  const error = query.error ?? conversion?.error;
  useEffect(() => {
    if (error) showAlert('error', t('builder.transfer.importFailed', { message: importErrorText(error, t).message }));
  }, [error, t]);

  return {
    isReading: source !== undefined && query.isPending,
    resolved: query.data,
    imported: conversion?.imported,
    error,
  };
}

/** The user's message for an import failure, and the technical detail to show under it. */
export function importErrorText(error: unknown, t: TFunction): { message: string; detail?: string } {
  const { key, detail } = importFailure(error);
  return { message: t(key), detail };
}

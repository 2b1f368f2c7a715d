/** The stats a tool's lists offer for the site's game (bootstrap `stats_in_use`, model/game-stats.ts); undefined while it loads. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StatKey } from '#game/stats';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';
import { offeredStats } from '../model/game-stats.ts';

export function useOfferedStats(): readonly StatKey[] | undefined {
  const statsInUse = useQuery({ ...bootstrapQueryOptions(), select: (bootstrap) => bootstrap.stats_in_use }).data;
  return useMemo(() => (statsInUse === undefined ? undefined : offeredStats(statsInUse)), [statsInUse]);
}

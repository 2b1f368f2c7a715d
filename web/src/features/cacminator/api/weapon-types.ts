/** The weapon types the catalogue holds (bootstrap `categories.weapons`: the spec's codes and names). */
import { useQuery } from '@tanstack/react-query';
import { bootstrapQueryOptions } from '#web/entities/reference/api/bootstrap.ts';

export function useWeaponTypes() {
  return useQuery({ ...bootstrapQueryOptions(), select: (bootstrap) => bootstrap.categories.weapons });
}

/**
 * The Cacminator (`tools.cacminator`) on the visitor's draft: the draft is read and changed here, at
 * the app layer, with the builder's own store and slot model, so neither feature imports the other.
 * Equipping puts the weapon in `ar` and, for a two-handed weapon, takes the shield off (as the game
 * does; the ranking computed it without one).
 */
import { useCallback, useMemo } from 'react';
import { CacminatorPage } from '#web/features/cacminator/components/cacminator-page.tsx';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { applyAssignments, removeFromSlot } from '#web/entities/stuff/model/slot-assignment.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';

export function ToolsCacminatorRoute() {
  const { stuff, update } = useLocalDraftStuff();
  const stuffInput = useMemo(() => toStuffInput(stuff), [stuff]);
  const equipWeapon = useCallback(
    (weaponId: number, twoHanded: boolean) =>
      update((current) => {
        const withWeapon = applyAssignments(current, [{ slot: 'ar', itemId: weaponId }]);
        return twoHanded ? removeFromSlot(withWeapon, 'br') : withWeapon;
      }),
    [update],
  );
  return <CacminatorPage stuff={stuff} stuffInput={stuffInput} onEquip={equipWeapon} />;
}

/**
 * Gathered counts while the member types (issue 19: live recomputation): each count typed shows at
 * once (the page recomputes the trees and the shopping list with the drafts laid over the stored
 * counts) and the drafts are sent together (PUT /api/crafts, bulk) once the typing pauses. A draft
 * leaves when the answer holds it; a refusal drops the drafts sent (the stored counts show again)
 * and says why (builder-spec §8 "ingredient update").
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import { INGREDIENT_UPDATES_MAX } from '#contract/crafts';
import { gatheredKey, type GatheredDrafts } from '#web/entities/craft/model/workshop.ts';
import { useUpdateIngredients } from '#web/entities/craft/hooks/use-workshop.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useDebounced } from './use-debounced.ts';

export const GATHERED_SAVE_DELAY_MS = 600;

/**
 * `nodeIds`: the workshop's current nodes; a draft of a node gone meanwhile (an ingredient collapsed
 * while its count was being typed) is dropped, not sent.
 */
export function useGatheredDrafts(game: Game, nodeIds: ReadonlySet<number>): { drafts: GatheredDrafts; setGathered: (craftId: number, itemId: number, gathered: number) => void } {
  const { t } = useTranslation();
  const [drafts, setDraftsState] = useState<GatheredDrafts>(new Map());
  const latest = useRef<GatheredDrafts>(drafts);
  const setDrafts = useCallback((change: (current: GatheredDrafts) => GatheredDrafts) => {
    latest.current = change(latest.current);
    setDraftsState(latest.current);
  }, []);
  const update = useUpdateIngredients(game);
  const nodes = useRef(nodeIds);
  nodes.current = nodeIds;

  const save = useCallback(
    (sent: GatheredDrafts) => {
      // Only the drafts unchanged since they were sent leave: a count typed meanwhile stays.
      const settle = () =>
        setDrafts((current) => {
          const next = new Map(current);
          for (const [key, value] of sent) if (next.get(key) === value) next.delete(key);
          return next;
        });
      const ingredients = [...sent]
        .map(([key, gathered]) => {
          const [craftId, itemId] = key.split(':').map(Number);
          return { craft_id: craftId!, item_id: itemId!, gathered };
        })
        .filter((line) => nodes.current.has(line.craft_id))
        .slice(0, INGREDIENT_UPDATES_MAX);
      if (ingredients.length === 0) {
        settle();
        return;
      }
      update.mutate(ingredients, {
        onSuccess: () => {
          settle();
          showAlert('success', t('workshop.gatheredSaved'));
        },
        onError: (error) => {
          settle();
          showAlert('error', errorMessage(error, t));
        },
      });
    },
    [t, update, setDrafts],
  );
  const { call: scheduleSave } = useDebounced(save, GATHERED_SAVE_DELAY_MS);

  const setGathered = useCallback(
    (craftId: number, itemId: number, gathered: number) => {
      setDrafts((current) => new Map(current).set(gatheredKey(craftId, itemId), gathered));
      scheduleSave(latest.current);
    },
    [scheduleSave, setDrafts],
  );
  return { drafts, setGathered };
}

/**
 * "Open in the builder": the proposed stuff replaces the draft's items, after a confirmation when
 * the draft has items of its own (they would be lost), then the builder opens on it.
 */
import '../messages/index.ts'; // this entity's texts, registered before its components render
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Stuff } from '#contract/stuff';
import type { PanominatorSolution } from '#game/panominator-types';
import type { StuffInput } from '#game/stuff';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { draftFromSolution } from '../model/solution.ts';

export type DraftUpdate = (change: (stuff: Stuff) => Stuff) => void;

interface Pending {
  solution: PanominatorSolution;
  character: StuffInput;
  keepsDraftPoints: boolean;
}

export function useOpenInBuilder(stuff: Stuff, update: DraftUpdate, testIdPrefix: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [pending, setPending] = useState<Pending | null>(null);

  const apply = useCallback(
    (next: Pending) => {
      update((current) => draftFromSolution(current, next.character, next.keepsDraftPoints, next.solution));
      setPending(null);
      navigate(pathTo('stuff.draft'));
    },
    [update, navigate, pathTo],
  );

  const open = useCallback(
    (next: Pending) => {
      if (Object.values(stuff.items).some((id) => id !== undefined)) setPending(next);
      else apply(next);
    },
    [stuff.items, apply],
  );

  const dialog = (
    <ModalDialog
      open={pending !== null}
      title={t('panominator.open.title')}
      onClose={() => setPending(null)}
      closeLabel={t('common.close')}
      testId={`${testIdPrefix}-confirm`}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={() => setPending(null)} data-testid={`${testIdPrefix}-confirm-cancel`}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button" data-autofocus onClick={() => pending && apply(pending)} data-testid={`${testIdPrefix}-confirm-ok`}>
            {t('panominator.open.confirm')}
          </button>
        </>
      }
    >
      <p>{t('panominator.open.body')}</p>
    </ModalDialog>
  );

  return { open, dialog };
}

/**
 * "Craft the whole stuff" (the builder, draft or saved stuff): every equipped item goes to the
 * workshop at once (POST /api/crafts/some, one of each); the server leaves out the items without a
 * recipe and names them (`skipped`), which this says by name. Members only.
 */
import '../messages/index.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { useAddSomeCrafts } from '../hooks/use-workshop.ts';
import { stuffCrafts, type StuffPiece } from '../model/stuff-crafts.ts';
import './craft-entry.css';

interface Outcome {
  added: number;
  /** The items left out, by id: named from the pieces of each render (a name still loading at the click shows once it is there). */
  skipped: number[];
}

/** The names of the pieces `ids`, in that order, each once. */
function namesOf(pieces: readonly StuffPiece[], ids: readonly number[]): string {
  return [...new Set(ids.map((id) => pieces.find((piece) => piece.id === id)?.name ?? String(id)))].join(', ');
}

export function CraftStuffButton({ game, pieces }: { game: Game; pieces: readonly StuffPiece[] }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const session = useSession();
  const addSome = useAddSomeCrafts(game);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (session.status !== 'member') return null;

  const craft = async () => {
    const crafts = stuffCrafts(pieces);
    if (crafts.length === 0) {
      showAlert('warning', t('craft.craftStuffEmpty'));
      return;
    }
    try {
      const workshop = await addSome.mutateAsync({ crafts });
      const skippedIds = new Set(workshop.skipped);
      const skipped = [...new Set(pieces.filter((piece) => skippedIds.has(piece.id)).map((piece) => piece.id))];
      const added = crafts.filter((entry) => !skippedIds.has(entry.item_id)).length;
      setOutcome({ added, skipped });
      if (added > 0) showAlert('success', t('craft.addedSome', { count: added }));
      if (skipped.length > 0) showAlert('warning', t('craft.skipped', { names: namesOf(pieces, skipped) }));
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };

  return (
    <div className="craft-entry" data-testid="craft-stuff">
      <button
        type="button"
        className="button"
        title={t('craft.craftStuffHint')}
        disabled={addSome.isPending || pieces.length === 0}
        onClick={() => void craft()}
        data-testid="craft-stuff-button"
      >
        {t('craft.craftStuff')}
      </button>
      {outcome && (
        <p className="craft-entry__line" role="status" data-testid="craft-stuff-outcome">
          {outcome.added > 0 && <span data-testid="craft-stuff-added">{t('craft.addedSome', { count: outcome.added })}</span>}
          {outcome.skipped.length > 0 && (
            <span data-testid="craft-stuff-skipped">
              {outcome.added > 0 ? ' · ' : ''}
              {t('craft.skipped', { names: namesOf(pieces, outcome.skipped) })}
            </span>
          )}
          {outcome.added > 0 && (
            <>
              {' · '}
              <Link to={pathTo('workshop.home')} data-testid="craft-stuff-open">
                {t('craft.openWorkshop')}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

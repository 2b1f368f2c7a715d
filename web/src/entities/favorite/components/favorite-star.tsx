/**
 * The favourite star of an item (site-spec §6: members only): a toggle button. A visitor's click
 * opens the login dialog; a refusal (the maximum per category reached, the item unknown) is the
 * API's message as an error alert (site-spec §8).
 */
import '../messages/index.ts';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { favoriteIdSet, favoritesQueryOptions, setFavorite } from '../api/favorites.ts';
import './favorite-star.css';

export function FavoriteStar({ game, itemId, name, size = 'normal' }: { game: Game; itemId: number; name: string; size?: 'normal' | 'small' }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const member = session.status === 'member';
  const favorites = useQuery({ ...favoritesQueryOptions(game), enabled: member });
  const [pending, setPending] = useState(false);
  const active = member && favoriteIdSet(favorites.data).has(itemId);
  // Until the member's favourites are known the star claims nothing and cannot be clicked: a click
  // then could only repeat what is already stored.
  const unknown = member && favorites.data === undefined;

  const toggle = async () => {
    if (!member) {
      openAuthDialog('login');
      return;
    }
    setPending(true);
    try {
      await setFavorite(queryClient, game, itemId, !active);
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  const label = active ? t('favorite.remove', { name }) : t('favorite.add', { name });
  return (
    <button
      type="button"
      className={`favorite-star favorite-star--${size}`}
      aria-pressed={active}
      aria-label={label}
      title={member ? label : t('favorite.loginFirst')}
      aria-busy={unknown || undefined}
      disabled={pending || unknown}
      onClick={() => void toggle()}
      data-testid={`favorite-star-${itemId}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="100%" height="100%">
        <path
          d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

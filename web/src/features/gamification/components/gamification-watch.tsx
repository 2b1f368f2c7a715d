/**
 * The member's notification (site-spec §4): LEVEL_UP opens the level-up modal, NEW_BADGE the
 * new-badge modal; closing clears it on the server (so it never shows again, in this tab or
 * another). The notification comes from the live data (`lastNotification`, entities/live: the one
 * query every page polls, every 300 s); it is read again on navigation and shortly after the
 * member's actions (an answer about their stuffs or favourites arriving in the query cache). A new
 * notification, or an action, also reads the member's level again (`gamification/me`, not polled).
 */
import '../messages/index.ts';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { GamificationNotification } from '#contract/gamification';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { liveKeys } from '#web/entities/live/api/live-data.ts';
import { useLiveData } from '#web/entities/live/hooks/use-live-data.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { clearNotification, gamificationKeys } from '../api/gamification.ts';
import { localText } from '../model/local-text.ts';
import './gamification.css';

/** Query keys whose fresh answers follow an action of the member that may earn something. */
const ACTION_KEYS = new Set(['stuffs', 'favorites']);
const AFTER_ACTION_MS = 400;

export function GamificationWatch() {
  const session = useSession();
  if (session.status !== 'member') return null;
  return <MemberNotifications key={session.user.id} memberId={session.user.id} />;
}

function MemberNotifications({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { data } = useLiveData();
  const [closedAt, setClosedAt] = useState<string | null>(null);

  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: liveKeys.data(memberId) });
  }, [pathname, memberId, queryClient]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!ACTION_KEYS.has(String(event.query.queryKey[0]))) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: liveKeys.data(memberId) });
        void queryClient.invalidateQueries({ queryKey: gamificationKeys.me(memberId) });
      }, AFTER_ACTION_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [memberId, queryClient]);

  const notification = data?.lastNotification ?? null;
  // A new level or badge: the level shown in the user menu is read again.
  const noticed = notification?.created_at ?? null;
  useEffect(() => {
    if (noticed !== null) void queryClient.invalidateQueries({ queryKey: gamificationKeys.me(memberId) });
  }, [noticed, memberId, queryClient]);
  const shown = notification !== null && notification.created_at !== closedAt ? notification : null;
  const close = () => {
    if (!shown) return;
    setClosedAt(shown.created_at);
    // A failed clearing shows the notification again at the next reading: nothing is lost.
    void clearNotification(queryClient, memberId).catch(() => undefined);
  };
  return <NotificationModals notification={shown} onClose={close} />;
}

function NotificationModals({ notification, onClose }: { notification: GamificationNotification | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const seeBadges = (
    <Link to={pathTo('badges')} className="button" onClick={onClose} data-testid="gamification-see-badges">
      {t('gamification.seeBadges')}
    </Link>
  );
  const closeButton = (
    <button type="button" className="button button--primary" onClick={onClose} data-autofocus data-testid="gamification-close">
      {t('gamification.close')}
    </button>
  );
  return (
    <>
      <ModalDialog
        open={notification?.event === 'LEVEL_UP'}
        title={t('gamification.levelUpTitle')}
        onClose={onClose}
        closeLabel={t('gamification.close')}
        testId="gamification-level-up"
        actions={
          <>
            {seeBadges}
            {closeButton}
          </>
        }
      >
        {notification?.event === 'LEVEL_UP' && (
          <div className="gamification-modal">
            <span className="gamification-medal gamification-medal--level" aria-hidden="true">
              {notification.level}
            </span>
            <p data-testid="gamification-level-up-text">{t('gamification.levelUpText', { level: notification.level })}</p>
          </div>
        )}
      </ModalDialog>
      <ModalDialog
        open={notification?.event === 'NEW_BADGE'}
        title={t('gamification.newBadgeTitle')}
        onClose={onClose}
        closeLabel={t('gamification.close')}
        testId="gamification-new-badge"
        actions={
          <>
            {seeBadges}
            {closeButton}
          </>
        }
      >
        {notification?.event === 'NEW_BADGE' && (
          <div className="gamification-modal">
            <span className="gamification-medal" aria-hidden="true">
              ★
            </span>
            <p data-testid="gamification-new-badge-text">{t('gamification.newBadgeText', { name: localText(notification.badge.name, lang) })}</p>
          </div>
        )}
      </ModalDialog>
    </>
  );
}

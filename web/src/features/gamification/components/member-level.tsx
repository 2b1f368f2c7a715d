/**
 * The member's level, for the user menu (the app puts it beside the nickname). It shows once the
 * live data (which carries the pending notification) has answered too, so that the level and a
 * pending level-up / new-badge modal appear together.
 */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLiveData } from '#web/entities/live/hooks/use-live-data.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { gamificationMeQueryOptions } from '../api/gamification.ts';
import './gamification.css';

export function MemberLevel() {
  const session = useSession();
  const memberId = session.status === 'member' ? session.user.id : 0;
  const { data } = useQuery({ ...gamificationMeQueryOptions(memberId), enabled: memberId !== 0 });
  const live = useLiveData();
  const { t } = useTranslation();
  if (!data || !live.isFetched) return null;
  return (
    <span className="member-level" title={t('gamification.levelTitle', { level: data.level, xp: data.xp })} data-testid="user-menu-level">
      {t('gamification.levelShort', { level: data.level })}
    </span>
  );
}

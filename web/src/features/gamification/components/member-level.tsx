/** The member's level, for the user menu (the app puts it beside the nickname). */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { gamificationMeQueryOptions } from '../api/gamification.ts';
import './gamification.css';

export function MemberLevel() {
  const session = useSession();
  const memberId = session.status === 'member' ? session.user.id : 0;
  const { data } = useQuery({ ...gamificationMeQueryOptions(memberId), enabled: memberId !== 0 });
  const { t } = useTranslation();
  if (!data) return null;
  return (
    <span className="member-level" title={t('gamification.levelTitle', { level: data.level, xp: data.xp })} data-testid="user-menu-level">
      {t('gamification.levelShort', { level: data.level })}
    </span>
  );
}

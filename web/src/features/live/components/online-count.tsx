/**
 * The number of members and visitors online (the live data's `countOnlineUsers`, counted by the
 * server from the activity every process stores), in the page's language. Nothing while unknown.
 */
import '../messages/index.ts';
import { useTranslation } from 'react-i18next';
import { useLiveData } from '#web/entities/live/hooks/use-live-data.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import './live.css';

export function OnlineCount({ testId = 'online-count' }: { testId?: string }) {
  const { data } = useLiveData();
  const { t } = useTranslation();
  const lang = useLang();
  const count = data?.countOnlineUsers;
  if (count === undefined || count === null) return null;
  return (
    <span className="online-count" data-testid={testId} data-count={count}>
      <span className="online-count__dot" aria-hidden="true" />
      {t('live.online', { count, formatted: new Intl.NumberFormat(lang).format(count) })}
    </span>
  );
}

/** The live data of the current visitor or member (one shared query; waits for the session's start-up restore). */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { liveDataQueryOptions } from '../api/live-data.ts';

export function useLiveData() {
  const session = useSession();
  const memberId = session.status === 'member' ? session.user.id : null;
  return useQuery({ ...liveDataQueryOptions(memberId), enabled: session.status !== 'loading' });
}

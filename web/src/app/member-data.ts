/**
 * The member's data around the session (site-spec §4): when the session becomes a member (login,
 * start-up restore), the menus' lists — favourites, folders, own stuffs — and the workshop load at once; when it
 * stops being that member (logout, another account), the previous member's cached data goes, so
 * nothing of theirs shows to the next visitor or member.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '#web/entities/session/hooks/use-session.ts';

export function useMemberDataSync(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const memberId = session.status === 'member' ? session.user.id : null;
  const settled = session.status !== 'loading';
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!settled) return;
    const forget = previous.current !== null && previous.current !== memberId;
    previous.current = memberId;
    if (!forget && memberId === null) return;
    // Loaded by the first member's session, so a logout finds it there already.
    void import('./member-data-cache.ts').then(({ forgetMemberData, prefetchMemberData }) => {
      if (forget) forgetMemberData(queryClient);
      if (memberId !== null) prefetchMemberData(queryClient);
    });
  }, [memberId, settled, queryClient]);
}

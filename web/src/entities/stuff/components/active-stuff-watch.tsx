/**
 * builder-spec §4 "After login: … the remembered active stuff with its boosts" and "A missing active
 * stuff opens the warning 'no equipment is active'": once a member is signed in, the stuff of the
 * `active-stuff` marker is read (its builder object carries its boosts) into the query cache, so the
 * builder opens on it at once; when it no longer exists (404) or is not the member's (403), the
 * marker is cleared, and the warning opens for a deleted one. The app puts this in the shell.
 */
import '../messages/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { withTransientRetry } from '#web/entities/session/model/session-lifecycle.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { privateStuffQueryOptions } from '../api/stuffs.ts';
import {
  applyActiveStuffEvent,
  closeMissingActiveStuff,
  showMissingActiveStuff,
  useActiveStuff,
  useMissingActiveStuffWarning,
} from '../model/active-stuff.ts';

/** Whether an error of reading one's stuff means the stuff is gone (or not one's own). */
export function isMissingStuffError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

export function ActiveStuffWatch() {
  const session = useSession();
  const active = useActiveStuff();
  const queryClient = useQueryClient();
  const memberId = session.status === 'member' ? session.user.id : undefined;

  useEffect(() => {
    if (memberId === undefined || active === null) return;
    let cancelled = false;
    // A failure that says nothing about the stuff (no answer, 5xx, 429) is tried again a few times, so
    // that a busy moment does not skip the check; the marker stays for the next page otherwise.
    withTransientRetry(() => queryClient.fetchQuery({ ...privateStuffQueryOptions(SITE_VARIANT, active), meta: { silent: true } })).catch((error: unknown) => {
      if (cancelled || !isMissingStuffError(error)) return;
      applyActiveStuffEvent({ kind: 'missing', id: active });
      // Deleted: the warning. Another member's stuff (this browser's previous member): forgotten quietly.
      if (isApiError(error) && error.status === 404) showMissingActiveStuff();
    });
    return () => {
      cancelled = true;
    };
  }, [memberId, active, queryClient]);

  return <MissingActiveStuffDialog />;
}

function MissingActiveStuffDialog() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const open = useMissingActiveStuffWarning();
  return (
    <ModalDialog
      open={open}
      title={t('stuff.active.missingTitle')}
      onClose={closeMissingActiveStuff}
      closeLabel={t('common.close')}
      testId="active-stuff-missing"
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={closeMissingActiveStuff} data-testid="active-stuff-missing-dismiss">
            {t('common.close')}
          </button>
          <Link to={pathTo('stuff.draft')} className="button button--primary" onClick={closeMissingActiveStuff} data-testid="active-stuff-missing-draft">
            {t('stuff.active.openDraft')}
          </Link>
        </>
      }
    >
      <p>{t('stuff.active.missingBody')}</p>
    </ModalDialog>
  );
}

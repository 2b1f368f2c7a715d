/** The builder settings as React state backed by localStorage, shared by every tab and browser tab. */
import { useCallback, useSyncExternalStore } from 'react';
import { sessionApi } from '#web/entities/session/api/session-api.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { signedIn } from '#web/entities/session/model/session-lifecycle.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { i18n } from '#web/lib/i18n/index.ts';
import { BUILDER_SETTINGS_KEY, readBuilderSettings, type BuilderSettings } from '../model/builder-settings.ts';

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: BuilderSettings } | undefined;

function snapshot(): BuilderSettings {
  const raw = localStorage.getItem(BUILDER_SETTINGS_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, settings: readBuilderSettings(localStorage) };
  return cached.settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BUILDER_SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useBuilderSettings(): [BuilderSettings, (change: Partial<BuilderSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, snapshot);
  const change = useCallback((patch: Partial<BuilderSettings>) => {
    try {
      localStorage.setItem(BUILDER_SETTINGS_KEY, JSON.stringify({ ...snapshot(), ...patch }));
    } catch {
      // Storage disabled: the setting holds for this page only.
      cached = { raw: null, settings: { ...snapshot(), ...patch } };
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, change];
}

/**
 * builder-spec §4 "after equipping an item return to the stuff": a member's own setting
 * (`back_stuff`, saved on the account), else this browser's builder setting.
 */
export function useReturnToStuffSetting(): [boolean, (next: boolean) => void] {
  const session = useSession();
  const [settings, change] = useBuilderSettings();
  const member = session.status === 'member';
  const value = member ? session.user.back_stuff : settings.returnToStuffAfterEquip;
  const set = useCallback(
    (next: boolean) => {
      if (!member) {
        change({ returnToStuffAfterEquip: next });
        return;
      }
      sessionApi.settings({ back_stuff: next }).then(signedIn, (error: unknown) => showAlert('error', errorMessage(error, i18n.t)));
    },
    [member, change],
  );
  return [value, set];
}

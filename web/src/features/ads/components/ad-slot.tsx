/**
 * The three ad slots (site-spec §1, §9): rich media, banner, leaderboard. A slot renders only when
 * the server names a provider and an id for it (GET /api/site/settings), once the session is known,
 * and never for a premium member (`is_premium`, or an active Patreon link: `is_patron`): nothing is
 * rendered and no third-party request is made otherwise.
 */
import '../messages/index.ts';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdsSettings, AdSlotKind } from '#contract/site-settings';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { siteSettingsQueryOptions } from '#web/entities/site-settings/api/site-settings.ts';
import { loadAdScript, queueAd } from '../model/ad-script.ts';
import './ads.css';

/** The provider's settings when this reader may see the slot `kind`; undefined otherwise. */
export function useAdSettings(kind: AdSlotKind): AdsSettings | undefined {
  const session = useSession();
  const settings = useQuery(siteSettingsQueryOptions()).data?.ads ?? null;
  if (!settings || settings.slots[kind] === undefined) return undefined;
  if (session.status === 'loading') return undefined;
  if (session.status === 'member' && (session.user.is_premium || session.user.is_patron)) return undefined;
  return settings;
}

function AdUnit({ settings, kind }: { settings: AdsSettings; kind: AdSlotKind }) {
  const unit = useRef<HTMLModElement>(null);
  useEffect(() => {
    const element = unit.current;
    if (!element) return;
    loadAdScript(settings);
    queueAd(settings, element, kind);
  }, [settings, kind]);
  return (
    <ins
      ref={unit}
      className={settings.provider === 'adsense' ? 'adsbygoogle ad-slot__unit' : 'ad-slot__unit'}
      data-ad-client={settings.client}
      data-ad-slot={settings.slots[kind]}
      data-ad-format={kind === 'rich_media' ? 'vertical' : 'horizontal'}
      data-full-width-responsive="true"
    />
  );
}

export function AdSlot({ kind, className }: { kind: AdSlotKind; className?: string }) {
  const { t } = useTranslation();
  const settings = useAdSettings(kind);
  if (!settings) return null;
  return (
    <aside className={`ad-slot ad-slot--${kind} ${className ?? ''}`} aria-label={t('ads.label')} data-testid={`ad-slot-${kind}`}>
      <span className="ad-slot__label">{t('ads.label')}</span>
      <AdUnit settings={settings} kind={kind} />
    </aside>
  );
}

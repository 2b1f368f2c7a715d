/**
 * The provider's script, added once to the page when a slot is first shown to a reader who may see
 * adverts (never for a premium member, never without a configured provider), and the provider's
 * queue each slot is pushed to: AdSense's `adsbygoogle`, or `tofulabAds` for a custom network
 * (whose script reads `{element, client, slot, kind}` entries and then keeps reading pushes).
 */
import type { AdsSettings, AdSlotKind } from '#contract/site-settings';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
    tofulabAds?: unknown[];
  }
}

let loaded: string | undefined;

export function loadAdScript(settings: AdsSettings): void {
  if (loaded === settings.script_url) return;
  loaded = settings.script_url;
  const script = document.createElement('script');
  script.async = true;
  script.src = settings.script_url;
  script.crossOrigin = 'anonymous';
  script.dataset.adProvider = settings.provider;
  document.head.append(script);
}

export function queueAd(settings: AdsSettings, element: HTMLElement, kind: AdSlotKind): void {
  if (settings.provider === 'adsense') {
    window.adsbygoogle = window.adsbygoogle ?? [];
    window.adsbygoogle.push({});
    return;
  }
  window.tofulabAds = window.tofulabAds ?? [];
  window.tofulabAds.push({ element, client: settings.client, slot: settings.slots[kind], kind });
}

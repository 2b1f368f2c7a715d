/**
 * Every text of the site per language, as the browser ends up with it: the shared dictionary plus
 * each feature's own bundle (features/<feature>/messages), merged. Tests look texts up here
 * without caring which bundle a key lives in; `MESSAGE_BUNDLES` lists the bundles one by one.
 */
import type { Lang } from '#contract/common';
import type { AllMessages } from '#web/lib/i18n/all-messages.ts';
import * as sharedFr from '../../web/src/lib/i18n/fr.ts';
import * as sharedEn from '../../web/src/lib/i18n/en.ts';
import * as sharedEs from '../../web/src/lib/i18n/es.ts';
import * as appStatsFr from '../../web/src/features/app-stats/messages/fr.ts';
import * as appStatsEn from '../../web/src/features/app-stats/messages/en.ts';
import * as appStatsEs from '../../web/src/features/app-stats/messages/es.ts';
import * as cacminatorFr from '../../web/src/features/cacminator/messages/fr.ts';
import * as cacminatorEn from '../../web/src/features/cacminator/messages/en.ts';
import * as cacminatorEs from '../../web/src/features/cacminator/messages/es.ts';
import * as encyclopediaFr from '../../web/src/features/encyclopedia/messages/fr.ts';
import * as encyclopediaEn from '../../web/src/features/encyclopedia/messages/en.ts';
import * as encyclopediaEs from '../../web/src/features/encyclopedia/messages/es.ts';
import * as encyclopediaListFr from '../../web/src/features/encyclopedia-list/messages/fr.ts';
import * as encyclopediaListEn from '../../web/src/features/encyclopedia-list/messages/en.ts';
import * as encyclopediaListEs from '../../web/src/features/encyclopedia-list/messages/es.ts';
import * as navbarSearchFr from '../../web/src/features/navbar-search/messages/fr.ts';
import * as navbarSearchEn from '../../web/src/features/navbar-search/messages/en.ts';
import * as navbarSearchEs from '../../web/src/features/navbar-search/messages/es.ts';
import * as panominatorFr from '../../web/src/features/panominator/messages/fr.ts';
import * as panominatorEn from '../../web/src/features/panominator/messages/en.ts';
import * as panominatorEs from '../../web/src/features/panominator/messages/es.ts';
import * as stuffBuilderFr from '../../web/src/features/stuff-builder/messages/fr.ts';
import * as stuffBuilderEn from '../../web/src/features/stuff-builder/messages/en.ts';
import * as stuffBuilderEs from '../../web/src/features/stuff-builder/messages/es.ts';

/** Each dictionary by name (`shared` or the feature's folder), in every language. */
export const MESSAGE_BUNDLES: Record<string, Record<Lang, Record<string, string>>> = {
  shared: { fr: sharedFr.fr, en: sharedEn.en, es: sharedEs.es },
  'app-stats': { fr: appStatsFr.fr, en: appStatsEn.en, es: appStatsEs.es },
  cacminator: { fr: cacminatorFr.fr, en: cacminatorEn.en, es: cacminatorEs.es },
  encyclopedia: { fr: encyclopediaFr.fr, en: encyclopediaEn.en, es: encyclopediaEs.es },
  'encyclopedia-list': { fr: encyclopediaListFr.fr, en: encyclopediaListEn.en, es: encyclopediaListEs.es },
  'navbar-search': { fr: navbarSearchFr.fr, en: navbarSearchEn.en, es: navbarSearchEs.es },
  panominator: { fr: panominatorFr.fr, en: panominatorEn.en, es: panominatorEs.es },
  'stuff-builder': { fr: stuffBuilderFr.fr, en: stuffBuilderEn.en, es: stuffBuilderEs.es },
};

function merged(lang: Lang): AllMessages {
  return Object.assign({}, ...Object.values(MESSAGE_BUNDLES).map((bundle) => bundle[lang])) as AllMessages;
}

export const fr = merged('fr');
export const en = merged('en');
export const es = merged('es');

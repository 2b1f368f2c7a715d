/**
 * Every text of the site per language, as the browser ends up with it: the shared dictionary plus
 * each feature's and entity's own bundle (features/<feature>/messages, entities/<entity>/messages), merged. Tests look texts up here
 * without caring which bundle a key lives in; `MESSAGE_BUNDLES` lists the bundles one by one.
 */
import type { Lang } from '#contract/common';
import type { AllMessages } from '#web/app/i18n/all-messages.ts';
import * as sharedFr from '#web/lib/i18n/fr.ts';
import * as sharedEn from '#web/lib/i18n/en.ts';
import * as sharedEs from '#web/lib/i18n/es.ts';
import * as authFr from '#web/features/auth/messages/fr.ts';
import * as authEn from '#web/features/auth/messages/en.ts';
import * as authEs from '#web/features/auth/messages/es.ts';
import * as accountSettingsFr from '#web/features/account-settings/messages/fr.ts';
import * as accountSettingsEn from '#web/features/account-settings/messages/en.ts';
import * as accountSettingsEs from '#web/features/account-settings/messages/es.ts';
import * as adminFr from '#web/features/admin/messages/fr.ts';
import * as adminEn from '#web/features/admin/messages/en.ts';
import * as adminEs from '#web/features/admin/messages/es.ts';
import * as appStatsFr from '#web/features/app-stats/messages/fr.ts';
import * as appStatsEn from '#web/features/app-stats/messages/en.ts';
import * as appStatsEs from '#web/features/app-stats/messages/es.ts';
import * as cacminatorFr from '#web/features/cacminator/messages/fr.ts';
import * as cacminatorEn from '#web/features/cacminator/messages/en.ts';
import * as cacminatorEs from '#web/features/cacminator/messages/es.ts';
import * as encyclopediaFr from '#web/features/encyclopedia/messages/fr.ts';
import * as encyclopediaEn from '#web/features/encyclopedia/messages/en.ts';
import * as encyclopediaEs from '#web/features/encyclopedia/messages/es.ts';
import * as encyclopediaListFr from '#web/features/encyclopedia-list/messages/fr.ts';
import * as encyclopediaListEn from '#web/features/encyclopedia-list/messages/en.ts';
import * as encyclopediaListEs from '#web/features/encyclopedia-list/messages/es.ts';
import * as navbarSearchFr from '#web/features/navbar-search/messages/fr.ts';
import * as navbarSearchEn from '#web/features/navbar-search/messages/en.ts';
import * as navbarSearchEs from '#web/features/navbar-search/messages/es.ts';
import * as notFoundFr from '#web/features/not-found/messages/fr.ts';
import * as notFoundEn from '#web/features/not-found/messages/en.ts';
import * as notFoundEs from '#web/features/not-found/messages/es.ts';
import * as searchResultsFr from '#web/features/search-results/messages/fr.ts';
import * as searchResultsEn from '#web/features/search-results/messages/en.ts';
import * as searchResultsEs from '#web/features/search-results/messages/es.ts';
import * as panominatorFr from '#web/features/panominator/messages/fr.ts';
import * as panominatorEn from '#web/features/panominator/messages/en.ts';
import * as panominatorEs from '#web/features/panominator/messages/es.ts';
import * as dofusStufferFr from '#web/features/dofus-stuffer/messages/fr.ts';
import * as dofusStufferEn from '#web/features/dofus-stuffer/messages/en.ts';
import * as dofusStufferEs from '#web/features/dofus-stuffer/messages/es.ts';
import * as panominatorRunFr from '#web/entities/panominator/messages/fr.ts';
import * as panominatorRunEn from '#web/entities/panominator/messages/en.ts';
import * as panominatorRunEs from '#web/entities/panominator/messages/es.ts';
import * as referenceFr from '#web/entities/reference/messages/fr.ts';
import * as referenceEn from '#web/entities/reference/messages/en.ts';
import * as referenceEs from '#web/entities/reference/messages/es.ts';
import * as stuffFr from '#web/entities/stuff/messages/fr.ts';
import * as stuffEn from '#web/entities/stuff/messages/en.ts';
import * as stuffEs from '#web/entities/stuff/messages/es.ts';
import * as favoriteFr from '#web/entities/favorite/messages/fr.ts';
import * as favoriteEn from '#web/entities/favorite/messages/en.ts';
import * as favoriteEs from '#web/entities/favorite/messages/es.ts';
import * as craftFr from '#web/entities/craft/messages/fr.ts';
import * as craftEn from '#web/entities/craft/messages/en.ts';
import * as craftEs from '#web/entities/craft/messages/es.ts';
import * as skinFr from '#web/entities/skin/messages/fr.ts';
import * as skinEn from '#web/entities/skin/messages/en.ts';
import * as skinEs from '#web/entities/skin/messages/es.ts';
import * as skinatorFr from '#web/features/skinator/messages/fr.ts';
import * as skinatorEn from '#web/features/skinator/messages/en.ts';
import * as skinatorEs from '#web/features/skinator/messages/es.ts';
import * as workshopFr from '#web/features/workshop/messages/fr.ts';
import * as bombminatorFr from '#web/features/bombminator/messages/fr.ts';
import * as bombminatorEn from '#web/features/bombminator/messages/en.ts';
import * as bombminatorEs from '#web/features/bombminator/messages/es.ts';
import * as workshopEn from '#web/features/workshop/messages/en.ts';
import * as workshopEs from '#web/features/workshop/messages/es.ts';
import * as stuffLibraryFr from '#web/features/stuff-library/messages/fr.ts';
import * as memberProfileFr from '#web/features/member-profile/messages/fr.ts';
import * as memberProfileEn from '#web/features/member-profile/messages/en.ts';
import * as memberProfileEs from '#web/features/member-profile/messages/es.ts';
import * as memberListFr from '#web/features/member-list/messages/fr.ts';
import * as memberListEn from '#web/features/member-list/messages/en.ts';
import * as memberListEs from '#web/features/member-list/messages/es.ts';
import * as stuffLibraryEn from '#web/features/stuff-library/messages/en.ts';
import * as stuffLibraryEs from '#web/features/stuff-library/messages/es.ts';
import * as foldersFr from '#web/features/folders/messages/fr.ts';
import * as foldersEn from '#web/features/folders/messages/en.ts';
import * as foldersEs from '#web/features/folders/messages/es.ts';
import * as gamificationFr from '#web/features/gamification/messages/fr.ts';
import * as gamificationEn from '#web/features/gamification/messages/en.ts';
import * as gamificationEs from '#web/features/gamification/messages/es.ts';
import * as stuffBuilderFr from '#web/features/stuff-builder/messages/fr.ts';
import * as stuffBuilderEn from '#web/features/stuff-builder/messages/en.ts';
import * as stuffBuilderEs from '#web/features/stuff-builder/messages/es.ts';
import * as stuffminatorFr from '#web/features/stuffminator/messages/fr.ts';
import * as stuffminatorEn from '#web/features/stuffminator/messages/en.ts';
import * as stuffminatorEs from '#web/features/stuffminator/messages/es.ts';
import * as devblogFr from '#web/features/devblog/messages/fr.ts';
import * as devblogEn from '#web/features/devblog/messages/en.ts';
import * as devblogEs from '#web/features/devblog/messages/es.ts';
import * as legalFr from '#web/features/legal/messages/fr.ts';
import * as legalEn from '#web/features/legal/messages/en.ts';
import * as legalEs from '#web/features/legal/messages/es.ts';
import * as adsFr from '#web/features/ads/messages/fr.ts';
import * as adsEn from '#web/features/ads/messages/en.ts';
import * as adsEs from '#web/features/ads/messages/es.ts';
import * as liveFr from '#web/features/live/messages/fr.ts';
import * as liveEn from '#web/features/live/messages/en.ts';
import * as liveEs from '#web/features/live/messages/es.ts';

/** Each dictionary by name (`shared` or the feature's folder), in every language. */
export const MESSAGE_BUNDLES: Record<string, Record<Lang, Record<string, string>>> = {
  shared: { fr: sharedFr.fr, en: sharedEn.en, es: sharedEs.es },
  auth: { fr: authFr.fr, en: authEn.en, es: authEs.es },
  'account-settings': { fr: accountSettingsFr.fr, en: accountSettingsEn.en, es: accountSettingsEs.es },
  admin: { fr: adminFr.fr, en: adminEn.en, es: adminEs.es },
  'app-stats': { fr: appStatsFr.fr, en: appStatsEn.en, es: appStatsEs.es },
  cacminator: { fr: cacminatorFr.fr, en: cacminatorEn.en, es: cacminatorEs.es },
  encyclopedia: { fr: encyclopediaFr.fr, en: encyclopediaEn.en, es: encyclopediaEs.es },
  'encyclopedia-list': { fr: encyclopediaListFr.fr, en: encyclopediaListEn.en, es: encyclopediaListEs.es },
  'navbar-search': { fr: navbarSearchFr.fr, en: navbarSearchEn.en, es: navbarSearchEs.es },
  'not-found': { fr: notFoundFr.fr, en: notFoundEn.en, es: notFoundEs.es },
  'search-results': { fr: searchResultsFr.fr, en: searchResultsEn.en, es: searchResultsEs.es },
  panominator: { fr: panominatorFr.fr, en: panominatorEn.en, es: panominatorEs.es },
  'stuff-builder': { fr: stuffBuilderFr.fr, en: stuffBuilderEn.en, es: stuffBuilderEs.es },
  stuffminator: { fr: stuffminatorFr.fr, en: stuffminatorEn.en, es: stuffminatorEs.es },
  'dofus-stuffer': { fr: dofusStufferFr.fr, en: dofusStufferEn.en, es: dofusStufferEs.es },
  'entities/stuff': { fr: stuffFr.fr, en: stuffEn.en, es: stuffEs.es },
  'entities/reference': { fr: referenceFr.fr, en: referenceEn.en, es: referenceEs.es },
  'entities/panominator': { fr: panominatorRunFr.fr, en: panominatorRunEn.en, es: panominatorRunEs.es },
  'entities/favorite': { fr: favoriteFr.fr, en: favoriteEn.en, es: favoriteEs.es },
  'entities/craft': { fr: craftFr.fr, en: craftEn.en, es: craftEs.es },
  'entities/skin': { fr: skinFr.fr, en: skinEn.en, es: skinEs.es },
  skinator: { fr: skinatorFr.fr, en: skinatorEn.en, es: skinatorEs.es },
  workshop: { fr: workshopFr.fr, en: workshopEn.en, es: workshopEs.es },
  bombminator: { fr: bombminatorFr.fr, en: bombminatorEn.en, es: bombminatorEs.es },
  'stuff-library': { fr: stuffLibraryFr.fr, en: stuffLibraryEn.en, es: stuffLibraryEs.es },
  folders: { fr: foldersFr.fr, en: foldersEn.en, es: foldersEs.es },
  'member-profile': { fr: memberProfileFr.fr, en: memberProfileEn.en, es: memberProfileEs.es },
  'member-list': { fr: memberListFr.fr, en: memberListEn.en, es: memberListEs.es },
  devblog: { fr: devblogFr.fr, en: devblogEn.en, es: devblogEs.es },
  legal: { fr: legalFr.fr, en: legalEn.en, es: legalEs.es },
  ads: { fr: adsFr.fr, en: adsEn.en, es: adsEs.es },
  live: { fr: liveFr.fr, en: liveEn.en, es: liveEs.es },
  gamification: { fr: gamificationFr.fr, en: gamificationEn.en, es: gamificationEs.es },
};

function merged(lang: Lang): AllMessages {
  return Object.assign({}, ...Object.values(MESSAGE_BUNDLES).map((bundle) => bundle[lang])) as AllMessages;
}

export const fr = merged('fr');
export const en = merged('en');
export const es = merged('es');

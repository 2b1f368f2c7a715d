/**
 * Registers the bombminator feature's texts with the shared i18next instance, in the shared `translation`
 * namespace (keys are global and flat). Imported for its side effect by the feature's files that
 * the rest of the app imports, so the texts are there before any of its components renders; the
 * shared instance is initialised synchronously, so adding the bundles here is synchronous too.
 */
import { LANGS, type Lang } from '#contract/common';
import { i18n } from '#web/lib/i18n/index.ts';
import { fr, type BombminatorMessages } from './fr.ts';
import { en } from './en.ts';
import { es } from './es.ts';

const messages: Record<Lang, BombminatorMessages> = { fr, en, es };

for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', messages[lang], true, false);

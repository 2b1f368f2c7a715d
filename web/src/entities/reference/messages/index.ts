/**
 * Registers the texts of entities/reference/messages with the shared i18next instance (`translation` namespace; keys are
 * global and flat). Imported for its side effect by the files the rest of the app imports, so the
 * texts are there before any of their components renders.
 */
import { LANGS, type Lang } from '#contract/common';
import { i18n } from '#web/lib/i18n/index.ts';
import { fr, type ReferenceMessages } from './fr.ts';
import { en } from './en.ts';
import { es } from './es.ts';

const messages: Record<Lang, ReferenceMessages> = { fr, en, es };

for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', messages[lang], true, false);

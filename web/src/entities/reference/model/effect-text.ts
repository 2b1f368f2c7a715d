/**
 * Effect lines in words, from the game's effect templates (bootstrap `effect_templates`):
 * `+#1{~1~2 à }#2 en force` with #1, #2, #3 the line's parameters; `{~1~2 text}` shows its text only
 * when #2 is set. Templates exist in French for Retro; a language without its own template falls
 * back to French, and the line says so (`lang: 'fr'`) so the page can mark it.
 */
import { DEFAULT_LANG, type Lang, type LocalizedText } from '#contract/common';

export type TemplateParams = readonly (number | null | undefined)[];

const CONDITIONAL = /\{~(\d)~(\d)([^}]*)\}/g;
const OTHER_DIRECTIVE = /\{~[^}]*\}/g;
const PLACEHOLDER = /#(\d)/g;

const isSet = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The template with its parameters filled in; unset parameters leave nothing behind. */
export function fillTemplate(template: string, params: TemplateParams): string {
  return template
    .replace(CONDITIONAL, (_, _first: string, second: string, text: string) => (isSet(params[Number(second) - 1]) ? text : ''))
    .replace(OTHER_DIRECTIVE, '')
    .replace(PLACEHOLDER, (_, index: string) => {
      const value = params[Number(index) - 1];
      return isSet(value) ? String(value) : '';
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * An item or set-bonus line (min…max): #1 is the minimum, #2 the maximum when the roll is a range.
 * A fixed value shows once ("+5 en force", not "+5 à 5").
 */
export function itemEffectParams(min: number | null, max: number | null): TemplateParams {
  if (isSet(min) && isSet(max) && min !== max) return [min, max];
  return [isSet(max) ? max : min];
}

export interface EffectLine {
  text: string;
  /** The language the text is written in: not the page's when the template fell back to French. */
  lang: Lang;
}

/** The template of `lang`, else the French one; undefined when the data has no template. */
export function pickTemplate(template: LocalizedText | undefined, lang: Lang): { text: string; lang: Lang } | undefined {
  if (!template) return undefined;
  if (template[lang]) return { text: template[lang], lang };
  if (template[DEFAULT_LANG]) return { text: template[DEFAULT_LANG], lang: DEFAULT_LANG };
  return undefined;
}

export type EffectTemplates = ReadonlyMap<number, LocalizedText>;

/**
 * A malus template writes its own sign (`-#1{~1~2 à }-#2 en force`) while the data stores the
 * malus as negative values (min −30, max −1): the values go in without their sign, smallest first
 * ("-1 à -30 en force", as the game writes it), not "--30 à --1".
 */
export function unsignedForTemplate(template: string, params: TemplateParams): TemplateParams {
  if (!/-#\d/.test(template)) return params;
  const values = params.filter(isSet);
  if (values.length === 0 || values.some((value) => value > 0)) return params;
  const magnitudes = params.map((value) => (isSet(value) ? Math.abs(value) : value));
  // #1 and #2 are a range: smallest magnitude first.
  const [first, second, ...rest] = magnitudes;
  if (isSet(first) && isSet(second) && first > second) return [second, first, ...rest];
  return magnitudes;
}

/** The line of an effect from its template, or undefined when the effect has none (the caller words it). */
export function effectLine(
  templates: EffectTemplates,
  effectId: number | null,
  params: TemplateParams,
  lang: Lang,
): EffectLine | undefined {
  if (effectId === null) return undefined;
  const picked = pickTemplate(templates.get(effectId), lang);
  if (!picked) return undefined;
  return { text: fillTemplate(picked.text, unsignedForTemplate(picked.text, params)), lang: picked.lang };
}

/**
 * A label whose value the encyclopedia cannot know ("Points de vie : #3", "A mangé le : #1": a pet's
 * state, set on each copy in game) reads as "Points de vie :" with nothing after it: not shown.
 */
export function isEmptyLabel(line: EffectLine): boolean {
  return /:\s*$/.test(line.text);
}

/** Whether some of these effects will be shown in French because `lang` has no template for them. */
export function someFallBack(templates: EffectTemplates, effectIds: readonly (number | null)[], lang: Lang): boolean {
  return effectIds.some((id) => {
    const template = id === null ? undefined : templates.get(id);
    return template !== undefined && !template[lang];
  });
}

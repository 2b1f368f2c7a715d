import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { effectLine, fillTemplate, isEmptyLabel, itemEffectParams, pickTemplate, someFallBack } from '#web/entities/reference/model/effect-text.ts';
import { describeConditions } from '#web/entities/reference/model/condition-text.ts';
import { shownName } from '#web/entities/reference/model/localized-name.ts';
import { parseId } from '#web/app/routes/route-ids.ts';
import { i18n, loadLanguage } from '#web/lib/i18n/index.ts';

// The shared texts load per language (issue 23), as the language route does before rendering.
beforeAll(() => Promise.all([loadLanguage('fr'), loadLanguage('en'), loadLanguage('es')]));

interface FixtureEffect {
  id: number;
  template?: Record<string, string>;
}
const effects = JSON.parse(readFileSync(new URL('../../fixtures/data/retro/effects.json', import.meta.url), 'utf8')) as FixtureEffect[];
const templates = new Map(effects.filter((effect) => effect.template).map((effect) => [effect.id, effect.template!]));
const template = (id: number) => templates.get(id)!.fr;

describe('effect templates', () => {
  it('fills a range and a fixed value from the fixture templates', () => {
    expect(fillTemplate(template(118), itemEffectParams(1, 7))).toBe('+1 à 7 en force');
    expect(fillTemplate(template(118), itemEffectParams(5, 5))).toBe('+5 en force');
    expect(fillTemplate(template(100), itemEffectParams(1, 7))).toBe('Dommages : 1 à 7 (neutre)');
    expect(fillTemplate(template(157), itemEffectParams(3, 10))).toBe('-3 à -10 en force');
  });

  it('uses the third parameter and drops the missing ones', () => {
    expect(fillTemplate(template(972), [null, null, 12])).toBe('Niveau : 12');
    expect(fillTemplate(template(265), [9])).toBe('Dommages réduits de 9');
  });

  it('falls back to the French template and says so', () => {
    expect(effectLine(templates, 118, [5], 'en')).toEqual({ text: '+5 en force', lang: 'fr' });
    expect(pickTemplate({ fr: 'a', en: 'b' }, 'en')).toEqual({ text: 'b', lang: 'en' });
    expect(effectLine(templates, 999_999, [5], 'fr')).toBeUndefined();
    expect(effectLine(templates, null, [5], 'fr')).toBeUndefined();
  });
});

describe('lines the encyclopedia leaves out or marks', () => {
  it('leaves out a label whose value only a copy in game has', () => {
    expect(isEmptyLabel(effectLine(templates, 808, [], 'fr')!)).toBe(true); // "A mangé le : #1"
    expect(isEmptyLabel(effectLine(templates, 972, [null, null, 12], 'fr')!)).toBe(false);
    expect(isEmptyLabel(effectLine(templates, 118, [5], 'fr')!)).toBe(false);
  });

  it('tells whether a list will fall back to French', () => {
    expect(someFallBack(templates, [118, null], 'en')).toBe(true);
    expect(someFallBack(templates, [118], 'fr')).toBe(false);
    expect(someFallBack(templates, [null, 999_999], 'en')).toBe(false);
  });
});

describe('names', () => {
  it('marks a French name shown on another language page', () => {
    expect(shownName({ fr: 'Chapopics' }, 'en')).toEqual({ text: 'Chapopics', lang: 'fr', fallback: true });
    expect(shownName({ fr: 'Gelano', es: 'Gelanillo' }, 'es')).toEqual({ text: 'Gelanillo', lang: 'es', fallback: false });
    // Without French (Dofus 2 type names are English only): the language the text is in, never called French.
    expect(shownName({ en: 'Hat' }, 'fr')).toEqual({ text: 'Hat', lang: 'en', fallback: true });
    expect(shownName({ en: 'Hat' }, 'en')).toEqual({ text: 'Hat', lang: 'en', fallback: false });
    expect(shownName({}, 'es')).toEqual({ text: '', lang: 'fr', fallback: true });
    expect(shownName({ fr: 'Gelano' }, 'fr').fallback).toBe(false);
  });
});

describe('conditions in words', () => {
  const classNames = new Map([[1, { fr: 'Féca', en: 'Feca', es: 'Feca' }]]);
  it('words stat, base, level, class and sex atoms, OR within a group, one line per group', () => {
    const t = i18n.getFixedT('en');
    const lines = describeConditions(
      [
        [['stat:strength', '>', 6]],
        [
          ['base:agility', '<', 100],
          ['level', '>', 50],
        ],
        [['class', '=', 1]],
        [['sex', '=', 1]],
        [['unevaluable', 'PO=1']],
      ],
      { t, lang: 'en', classNames },
    );
    expect(lines).toEqual([
      'Strength: more than 6',
      'Base Agility: less than 100 or Level: more than 50',
      'Class: Feca',
      'Sex: female',
      'PO=1',
    ]);
  });

  it('words the Retro alignment and subscription codes, leaves jobs and quests as written', () => {
    const t = i18n.getFixedT('fr');
    const words = (text: string) => describeConditions([[['unevaluable', text]]], { t, lang: 'fr', classNames });
    expect(words('Ps=1')).toEqual(['Alignement : Bonta']);
    expect(words('Pa>20')).toEqual(['Niveau d’alignement : plus de 20']);
    expect(words('PZ=1')).toEqual(['Compte abonné']);
    expect(words('Ps=7')).toEqual(['Ps=7']);
    expect(words('PJ>2,20')).toEqual(['PJ>2,20']);
  });

  it('words them in French', () => {
    const t = i18n.getFixedT('fr');
    expect(describeConditions([[['class', '!', 1]]], { t, lang: 'fr', classNames })).toEqual(['Classe : autre que Féca']);
    expect(describeConditions(null, { t, lang: 'fr', classNames })).toEqual([]);
  });
});

describe('URL ids', () => {
  it('accepts positive integers of the contract range only', () => {
    expect(parseId('2411')).toBe(2411);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) expect(parseId(bad)).toBeUndefined();
  });
});

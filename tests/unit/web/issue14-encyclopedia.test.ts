/**
 * The pure helpers of the encyclopedia's issue-14 work: a record's main effects in short lines,
 * equipping an item in the draft from outside the builder, the links to the tools, a set's name in
 * a sentence, and the filter lists narrowed to what the game's data holds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ItemEffect } from '#contract/items';
import type { Bootstrap } from '#contract/bootstrap';
import type { z } from 'zod';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { applyDraftEquip, changeFor, planDraftEquip } from '#web/entities/stuff/model/draft-equip.ts';
import { effectRange, summarizeEffects } from '#web/entities/item/model/effect-summary.ts';
import { effectLine, itemEffectParams, unsignedForTemplate } from '#web/entities/reference/model/effect-text.ts';
import { itemTypeName } from '#web/entities/item/model/item-labels.ts';
import { cacminatorWeaponTypeHref, hasTool, panominatorSetHref, panominatorWithItemHref } from '#web/features/encyclopedia/model/tool-links.ts';
import { setWithNoun } from '#web/features/encyclopedia/model/set-phrases.ts';
import { effectsInUse, subTypeOptions } from '#web/features/encyclopedia-list/model/sub-types.ts';

type Effect = z.infer<typeof ItemEffect>;

const fixtureEffects = JSON.parse(readFileSync(new URL('../../fixtures/data/retro/effects.json', import.meta.url), 'utf8')) as {
  id: number;
  template?: Record<string, string>;
}[];
const templates = new Map(fixtureEffects.filter((effect) => effect.template).map((effect) => [effect.id, effect.template!]));

const stat = (effectId: number | null, statKey: string | null, min: number | null, max: number | null): Effect => ({
  effect_id: effectId,
  kind: 'stat',
  stat: statKey,
  hit: null,
  element: null,
  min,
  max,
});
const hit = (effectId: number | null, element: string, min: number, max: number): Effect => ({
  effect_id: effectId,
  kind: 'hit',
  stat: null,
  hit: 'damage',
  element,
  min,
  max,
});
const word = (effect: Effect) => `${effectRange(effect)} ${effect.stat ?? effect.hit}`;

describe('a record’s main effects in short lines', () => {
  it('words each line by its template, hits first, and counts the lines left out', () => {
    const effects = [stat(118, 'strength', 5, 10), hit(100, 'neutral', 1, 7), stat(118, 'strength', 3, 3), stat(126, 'intelligence', 2, 2)];
    const summary = summarizeEffects(effects, templates, 'fr', word, 2);
    expect(summary.lines.map((line) => line.text)).toEqual(['Dommages : 1 à 7 (neutre)', '+5 à 10 en force']);
    expect(summary.lines[0]).toMatchObject({ hit: true, element: 'neutral', lang: 'fr' });
    expect(summary.more).toBe(2);
  });

  it('shows a last line rather than "+1 more", and marks a French fallback', () => {
    const effects = [stat(118, 'strength', 5, 5), stat(126, 'intelligence', 2, 2), stat(118, 'strength', 1, 1)];
    const summary = summarizeEffects(effects, templates, 'en', word, 2);
    expect(summary.lines).toHaveLength(3);
    expect(summary.more).toBe(0);
    expect(summary.lines[0]).toEqual({ text: '+5 en force', lang: 'fr', hit: false, element: null });
  });

  it('words the lines without template (Dofus 2) and leaves out labels a copy fills in game', () => {
    const summary = summarizeEffects([stat(null, 'vitality', 10, 30), stat(808, null, null, null)], templates, 'fr', word);
    expect(summary.lines.map((line) => line.text)).toEqual(['10–30 vitality']);
    expect(summarizeEffects([], templates, 'fr', word, 3)).toEqual({ lines: [], more: 0 });
  });
});

describe('a malus line', () => {
  it('fills a template that writes its own minus sign with the values’ magnitudes, smallest first', () => {
    // Retro's data stores "-1 à -30 en force" as min −30, max −1 under the template "-#1{~1~2 à }-#2 en force".
    expect(effectLine(templates, 157, itemEffectParams(-30, -1), 'fr')).toEqual({ text: '-1 à -30 en force', lang: 'fr' });
    expect(effectLine(templates, 157, itemEffectParams(-5, -5), 'fr')).toEqual({ text: '-5 en force', lang: 'fr' });
    expect(unsignedForTemplate('+#1{~1~2 à }#2 en force', [-3, 4])).toEqual([-3, 4]);
    expect(unsignedForTemplate('-#1{~1~2 à }-#2 en force', [3, 10])).toEqual([3, 10]);
  });
});

describe('equipping from an item page', () => {
  const ring = (id: number, setId: number | null = null) => ({ id, category: 'ring', setId, twoHanded: false });

  it('takes the first free slot, replaces a one-slot group and says what it replaced', () => {
    const stuff = { ...newLocalStuff(), items: { ch: 10 } };
    expect(planDraftEquip(stuff.items, ring(1))).toEqual({ kind: 'equip', change: { slot: 'a1', itemId: 1, removed: [] } });
    const hat = { id: 11, category: 'hat', setId: null, twoHanded: false };
    const plan = planDraftEquip(stuff.items, hat);
    expect(plan).toEqual({ kind: 'equip', change: { slot: 'ch', itemId: 11, replaced: 10, removed: [] } });
    if (plan.kind !== 'equip') throw new Error('unreachable');
    expect(applyDraftEquip(stuff, plan.change).items).toEqual({ ch: 11 });
  });

  it('asks which ring to replace when both are taken, and refuses a set ring worn twice', () => {
    const items = { a1: 1, a2: 2 };
    expect(planDraftEquip(items, ring(3))).toEqual({ kind: 'choose', group: 'ring', slots: ['a1', 'a2'] });
    expect(changeFor(items, ring(3), 'a2')).toEqual({ slot: 'a2', itemId: 3, replaced: 2, removed: [] });
    expect(planDraftEquip({ a1: 5 }, ring(5, 7))).toEqual({ kind: 'already-worn', slot: 'a1' });
    expect(planDraftEquip({}, { id: 9, category: 'resource', setId: null, twoHanded: false })).toEqual({ kind: 'unwearable' });
  });

  it('takes the shield off under a two-handed weapon, and drops the replaced slot’s rolls', () => {
    const stuff = { ...newLocalStuff(), items: { ar: 40, br: 50 }, rolls: { ar: { 0: 3 } } };
    const change = changeFor(stuff.items, { id: 41, category: 'weapon', setId: null, twoHanded: true }, 'ar');
    expect(change).toEqual({ slot: 'ar', itemId: 41, replaced: 40, removed: [{ slot: 'br', itemId: 50 }] });
    const next = applyDraftEquip(stuff as never, change);
    expect(next.items).toEqual({ ar: 41 });
    expect(next.rolls).toEqual({});
    expect(changeFor(stuff.items, { id: 42, category: 'weapon', setId: null, twoHanded: false }, 'ar').removed).toEqual([]);
  });
});

describe('links to the tools', () => {
  it('forces the item into the Panominator and opens a set’s compatibility page', () => {
    expect(panominatorWithItemHref('retro', 'fr', 2425)).toBe('/fr/outils/panominator?with=2425');
    expect(panominatorSetHref('retro', 'en', 1)).toMatch(/^\/en\/.+\/panominator\/1$/);
  });

  it('ranks a weapon’s type in the Cacminator, only for a type with a code', () => {
    expect(cacminatorWeaponTypeHref('retro', 'fr', 'sword')).toMatch(/\/cacminator\?type=ep$/);
    expect(cacminatorWeaponTypeHref('retro', 'fr', 'soul_stone')).toBeNull();
    expect(cacminatorWeaponTypeHref('retro', 'fr', 'hat')).toBeNull();
  });

  it('knows which tool each variant has', () => {
    expect(hasTool('retro', 'tools.panominator')).toBe(true);
    expect(hasTool('retro', 'tools.bombminator')).toBe(false);
    expect(hasTool('dofus', 'tools.bombminator')).toBe(true);
  });
});

describe('a set’s name in a sentence', () => {
  it('adds the kind’s noun only when the name lacks it', () => {
    expect(`Fait partie de la ${setWithNoun('fr', 'Panoplie du Bouftou')}`).toBe('Fait partie de la Panoplie du Bouftou');
    expect(`Fait partie de la ${setWithNoun('fr', 'Gelax')}`).toBe('Fait partie de la panoplie Gelax');
    expect(`Part of the ${setWithNoun('en', 'Gobball Set')}`).toBe('Part of the Gobball Set');
    expect(`Forma parte del ${setWithNoun('es', 'Set del Jalató')}`).toBe('Forma parte del Set del Jalató');
  });
});

describe('filter lists of the game’s own vocabulary', () => {
  const categories: Bootstrap['categories'] = {
    cloths: [{ id: 16, value: 'ch', name: { fr: 'Chapeau', en: 'Hat', es: 'Sombrero' } }],
    items: [
      { id: 16, value: 'ch', name: { fr: 'Chapeau', en: 'Hat', es: 'Sombrero' } },
      { id: 9, value: 'an', name: { fr: 'Anneau', en: 'Ring', es: 'Anillo' } },
    ],
    weapons: [{ id: 6, value: 'ep', name: { fr: 'Épée', en: 'Sword', es: 'Espada' } }],
  };

  it('offers the types the bootstrap lists, and none before it is known', () => {
    expect(subTypeOptions({ kind: 'items', apiCategory: 'items' }, 'fr', categories)).toEqual([
      { value: 'ch', label: 'Chapeau' },
      { value: 'an', label: 'Anneau' },
    ]);
    expect(subTypeOptions({ kind: 'items', apiCategory: 'weapons' }, 'en', categories)).toEqual([{ value: 'ep', label: 'Sword' }]);
    expect(subTypeOptions({ kind: 'sets' }, 'es', categories)).toEqual([{ value: 'ch', label: 'Sombrero' }]);
    expect(subTypeOptions({ kind: 'items', apiCategory: 'items' }, 'fr', undefined)).toEqual([]);
  });

  it('keeps the effects some record of the game gives', () => {
    const effects = [
      { id: 118, short_name: 'fo', stat: 'strength', name: { fr: 'Force' } },
      { id: 752, short_name: 'fui', stat: 'flee', name: { fr: 'Fuite' } },
    ];
    expect(effectsInUse(effects, ['strength', 'vitality']).map((effect) => effect.stat)).toEqual(['strength']);
  });

  it('names a weapon by its type and equipment by its category', () => {
    expect(itemTypeName({ category: 'weapon', weapon_type: 'bow' }, 'fr')).toBe('Arc');
    expect(itemTypeName({ category: 'hat', weapon_type: null }, 'en')).toBe('Hat');
  });
});

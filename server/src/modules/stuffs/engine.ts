/**
 * The engine on the server: one per game, built from the stored catalogue (the one the site
 * serves) and rebuilt when an import changes its version. A stuff is checked by the engine's own
 * rules before it is stored (`validateStuff`: level, characteristic bounds, scrolls ≤ 100, boosts;
 * `checkSlotRules`: slots, identical set rings or Dofus, one exo per stat, two-handed weapon with a
 * shield, item levels; unknown item ids), and its highest item level and elements are computed
 * from the catalogue and the engine's sheet.
 */
import { CatalogSchema } from '#contract/catalog';
import type { Lang } from '#contract/common';
import type { Stuff } from '#contract/stuff';
import { createEngine, EngineInputError, type Engine, type RuleViolation } from '#engine';
import { CHARACTERISTIC_ELEMENTS, type CharacteristicElement } from '#game/elements';
import type { StuffInput } from '#game/stuff';
import { EXO_STAT_NAMES } from '#server/i18n/stuff-messages';
import { translate, type MessageKey } from '#server/i18n/messages';
import { ApiError } from '#server/plugins/errors';
import type { CatalogRepository } from '../catalog/repository.ts';

const ELEMENT_STAT: Record<CharacteristicElement, 'strength' | 'intelligence' | 'chance' | 'agility'> = {
  earth: 'strength',
  fire: 'intelligence',
  water: 'chance',
  air: 'agility',
};

const RULE_KEYS: Record<RuleViolation['code'], MessageKey> = {
  wrong_slot: 'ruleWrongSlot',
  duplicate_set_ring: 'ruleDuplicateSetRing',
  duplicate_dofus: 'ruleDuplicateDofus',
  multiple_exo: 'ruleMultipleExo',
  two_handed_with_shield: 'ruleTwoHandedWithShield',
  level_too_high: 'ruleLevelTooHigh',
  multiple_prysmaradites: 'ruleMultiplePrysmaradites',
};

/** Why the engine refuses a stuff, as a message key and its parameters. */
export interface Refusal {
  key: MessageKey;
  params: Record<string, string>;
  field: string;
}

export function refusalText(refusal: Refusal, lang: Lang): string {
  const params = { ...refusal.params };
  if (refusal.key === 'ruleMultipleExo') params.stat = EXO_STAT_NAMES[params.stat ?? '']?.[lang] ?? params.stat ?? '';
  return translate(refusal.key, lang, params);
}

/** An engine input error in the spec's words. */
export function refusalOfEngineError(error: EngineInputError): Refusal {
  if (error.code === 'invalid_level') return { key: 'stuffLevelInvalid', params: {}, field: 'level' };
  return { key: 'statInvalid', params: { field: error.field ?? 'stuff' }, field: error.field ?? 'stuff' };
}

export interface Derived {
  /** Highest item level, 0 without items. */
  level: number;
  elements: CharacteristicElement[];
}

export class StuffEngines {
  private readonly engines = new Map<string, Promise<Engine>>();

  private readonly itemLevels = new WeakMap<Engine, Map<number, number>>();

  constructor(private readonly catalogs: CatalogRepository) {}

  /** Item id → level in the engine's catalogue. */
  private levels(engine: Engine): Map<number, number> {
    let levels = this.itemLevels.get(engine);
    if (!levels) {
      levels = new Map(engine.catalog.items.map((item) => [item.id, item.level]));
      this.itemLevels.set(engine, levels);
    }
    return levels;
  }

  /** The game's engine; 404 when the game's catalogue is not imported. */
  async of(game: string): Promise<Engine> {
    const version = (await this.catalogs.version(game))?.version;
    if (version === undefined) throw new ApiError(404, 'catalogNotFound');
    const key = `${game}\u0000${version}`;
    let engine = this.engines.get(key);
    if (!engine) {
      for (const old of this.engines.keys()) if (old.startsWith(`${game}\u0000`)) this.engines.delete(old);
      engine = this.build(game);
      this.engines.set(key, engine);
      engine.catch(() => this.engines.delete(key));
    }
    return engine;
  }

  private async build(game: string): Promise<Engine> {
    const stored = await this.catalogs.body(game);
    if (!stored) throw new ApiError(404, 'catalogNotFound');
    const catalog = CatalogSchema.parse(JSON.parse(stored.json));
    return createEngine({ variant: catalog.variant, catalog: catalog as never });
  }

  /** The first rule the stuff breaks, or undefined when the engine accepts it. */
  refusal(engine: Engine, stuff: Stuff): Refusal | undefined {
    const input = stuff as unknown as StuffInput;
    let violations: RuleViolation[];
    try {
      violations = engine.checkSlotRules(input);
    } catch (error) {
      if (error instanceof EngineInputError) return refusalOfEngineError(error);
      throw error;
    }
    const levels = this.levels(engine);
    for (const [slot, id] of Object.entries(stuff.items)) {
      if (id !== undefined && !levels.has(id)) return { key: 'itemUnknown', params: { id: String(id) }, field: `items.${slot}` };
    }
    const first = violations[0];
    if (!first) return undefined;
    return { key: RULE_KEYS[first.code], params: { slot: first.slots.join(', '), stat: first.stat ?? '' }, field: `items.${first.slots[0] ?? ''}` };
  }

  /** The refusal of a raw body the contract refused, if the engine's checks name it first. */
  rawRefusal(engine: Engine, body: unknown): Refusal | undefined {
    try {
      engine.checkSlotRules(body as StuffInput);
      return undefined;
    } catch (error) {
      if (error instanceof EngineInputError) return refusalOfEngineError(error);
      return undefined;
    }
  }

  derive(engine: Engine, stuff: Stuff): Derived {
    let level = 0;
    const levels = this.levels(engine);
    for (const id of Object.values(stuff.items)) if (id !== undefined) level = Math.max(level, levels.get(id) ?? 0);
    const sheet = engine.computeStats(stuff as unknown as StuffInput);
    const totals = CHARACTERISTIC_ELEMENTS.map((element) => sheet.stats[ELEMENT_STAT[element]]);
    const best = Math.max(...totals);
    const elements = best <= 0 ? [] : CHARACTERISTIC_ELEMENTS.filter((_element, index) => (totals[index] ?? 0) > 0 && (totals[index] ?? 0) * 2 >= best);
    return { level, elements };
  }
}


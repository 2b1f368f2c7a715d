/**
 * Weapon and spell damage through the WASM kernels (engine/assembly/damage.ts). At construction the
 * weapons and spell levels of the catalogue, their damage/steal/heal lines and the class weapon-skill
 * table are laid out in linear memory; a call writes the stuff and a request record, runs one kernel
 * (sheet, then damage) and reads the Float64 result back into the public shapes of damage-common.ts.
 */
import type { CatalogItem, CatalogSpellLevel, DamageHitKind, Element, HitLine, SpellHitLine } from './catalog.ts';
import type { EngineCore } from './core.ts';
import {
  CRIT_KINDS,
  LINE,
  OUT,
  OUT_LINE,
  REQUEST,
  SKILL_TABLE,
  SPELL_ROW,
  WEAPON_ROW,
  KIND_CODES,
  elementCode,
} from './damage-layout.ts';
import { DAMAGE_ELEMENTS } from '../../game/elements.ts';
import {
  validateDamageInput,
  pairSpellLines,
  type ComputedSpellLine,
  type CriticalRate,
  type DamageOptions,
  type DamageRange,
  type SpellDamage,
  type Target,
  type WeaponDamage,
  type WeaponDamageLine,
} from './damage-common.ts';
import { EngineInputError } from './errors.ts';
import type { StuffInput } from '../../game/stuff.ts';
import {
  WEAPON_RANGE_CLASSES,
  WEAPON_RANGE_CLASS_NAMES,
  weaponRangeClass,
  weaponSkillPercent,
  type Variant,
} from '../../game/variants.ts';
import { damageRuleBlock } from './rule-blocks.ts';

const INT32_BYTES = 4;

/**
 * One spell level's row of the kernel's spell table at `at` (the catalogue's rows and the ad-hoc
 * level of `spellLevelDamage` alike); `writeLines` places a line list and returns its first index.
 * A level without critical lines of its own gets −1: the kernel reads the normal lines for a critical cast.
 */
function writeSpellRow(
  words: Int32Array,
  at: number,
  level: CatalogSpellLevel,
  normal: LaidOutLine[],
  critical: LaidOutLine[],
  writeLines: (lines: LaidOutLine[]) => number,
): void {
  words[at + SPELL_ROW.normalStart] = writeLines(normal);
  words[at + SPELL_ROW.normalCount] = normal.length;
  words[at + SPELL_ROW.criticalStart] = level.criticalHits ? writeLines(critical) : 0;
  words[at + SPELL_ROW.criticalCount] = level.criticalHits ? critical.length : -1;
  words[at + SPELL_ROW.apCost] = level.apCost;
  words[at + SPELL_ROW.critRate] = level.critRate ?? 0;
  words[at + SPELL_ROW.critPercent] = level.critPercent ?? 0;
  words[at + SPELL_ROW.failRate] = level.failRate ?? 0;
  words[at + SPELL_ROW.castsPerTurn] = level.castsPerTurn ?? 0;
  words[at + SPELL_ROW.rangeMax] = level.rangeMax;
}
/** Lines (normal + critical) an ad-hoc spell level of `spellLevelDamage` may hold. */
export const SCRATCH_LINES = 8;
const FLOAT64_BYTES = 8;

/** A catalogue line the kernels compute: kind, element, roll range, and for spells turns and chance. */
interface LaidOutLine {
  kind: DamageHitKind;
  element: Element | '';
  min: number;
  max: number;
  turns: number;
  chance: number;
}

/** Weapon lines the damage computation reads: damage and steal with an element, heals. */
export function weaponDamageLines(hits: readonly HitLine[] | undefined): LaidOutLine[] {
  const lines: LaidOutLine[] = [];
  for (const [kind, element, min, max] of hits ?? []) {
    if (kind !== 'damage' && kind !== 'steal' && kind !== 'heal') continue;
    if (kind !== 'heal' && element === '') continue;
    lines.push({ kind, element, min, max, turns: 0, chance: 0 });
  }
  return lines;
}

export function spellDamageLines(hits: readonly SpellHitLine[]): LaidOutLine[] {
  return hits.map(([kind, element, min, max, turns, chance]) => ({ kind, element, min, max, turns: turns ?? 0, chance: chance ?? 0 }));
}

interface SpellLevelRow {
  spellId: number;
  level: number;
  apCost: number;
  failRate: number;
  normal: LaidOutLine[];
  critical: LaidOutLine[];
}

export class DamageCalculator {
  private readonly variant: Variant;
  private readonly weaponRowOfItem = new Map<number, number>();
  private readonly weapons: { item: CatalogItem; lines: LaidOutLine[] }[] = [];
  private readonly spellRowOf = new Map<number, Map<number, number>>();
  private readonly spellLevels: SpellLevelRow[] = [];
  private readonly requestPointer: number;
  private readonly outPointer: number;
  private readonly weaponsPointer: number;
  private readonly linesPointer: number;
  private readonly spellsPointer: number;
  /** The spare spell row and its lines that `spellLevelDamage` writes an ad-hoc level into. */
  private scratchRow = 0;
  private scratchLineStart = 0;
  private floats = new Float64Array(0);

  constructor(private readonly core: EngineCore) {
    this.variant = core.variant;
    const { requestPointer, outPointer, weaponsPointer, linesPointer, spellsPointer } = this.layOut();
    this.spellsPointer = spellsPointer;
    this.requestPointer = requestPointer;
    this.outPointer = outPointer;
    this.weaponsPointer = weaponsPointer;
    this.linesPointer = linesPointer;
  }

  /** Row of weapon `itemId` in the damage tables (searches write it into their own request record). */
  weaponRow(itemId: number): number | undefined {
    return this.weaponRowOfItem.get(itemId);
  }

  /**
   * Int32 word index, in `core.words()`, of the first LINE record of weapon row `row`; its lines
   * follow in `weaponDamageLines` order. The Cacminator patches them for a forgemagie preset.
   */
  weaponLinesWord(row: number): number {
    const lineStart = this.core.words()[this.weaponsPointer / INT32_BYTES + row * WEAPON_ROW.words + WEAPON_ROW.lineStart];
    return this.linesPointer / INT32_BYTES + lineStart * LINE.words;
  }

  /** Damage of the weapon in `ar`; null when the slot is empty or holds no known weapon. */
  weaponDamage(stuff: StuffInput, target?: Target, options?: DamageOptions): WeaponDamage | null {
    validateDamageInput(this.variant, target, options);
    this.core.writeStuff(stuff, this.core.stuffPointer);
    const id = stuff.items.ar;
    const row = id === undefined ? undefined : this.weaponRowOfItem.get(id);
    if (row === undefined) return null;
    this.writeRequest(row, target, options);
    this.core.kernels.weaponDamage(this.core.stuffPointer, this.core.sheetPointer, this.requestPointer, this.outPointer);
    return this.readWeaponDamage(row);
  }

  /**
   * The public shape of the weapon kernel's result record for weapon row `row`, read at `outPointer`
   * (by default this calculator's own; a search runs the kernel into its own record).
   */
  readWeaponDamage(row: number, outPointer = this.outPointer): WeaponDamage {
    const out = this.out(outPointer);
    const { item, lines } = this.weapons[row];
    const weapon = item.weapon!;
    const result: WeaponDamageLine[] = lines.map((line, index) => {
      const normal = this.slot(2 * index);
      const critical = this.slot(2 * index + 1);
      const entry: WeaponDamageLine = {
        kind: line.kind,
        element: line.element,
        appliedElement: line.kind === 'heal' ? null : DAMAGE_ELEMENTS[out[normal + OUT_LINE.element]],
        normal: this.range(out, normal),
        critical: this.range(out, critical),
      };
      if (line.kind === 'steal') entry.healed = { normal: this.healRange(out, normal), critical: this.healRange(out, critical) };
      return entry;
    });
    return {
      itemId: item.id,
      weaponType: weapon.type,
      rangeClass: weaponRangeClass(this.variant, weapon.type, weapon.rangeMin, weapon.rangeMax),
      weaponSkill: out[OUT.weaponSkill],
      lines: result,
      ...this.summary(out, weapon.apCost, weapon.failRate),
    };
  }

  /** Damage of one level of a spell; EngineInputError('unknown_spell') for an unknown spell or level. */
  spellDamage(stuff: StuffInput, spellId: number, level: number, target?: Target, options?: DamageOptions): SpellDamage {
    const row = this.spellRowOf.get(spellId)?.get(level);
    if (row === undefined) {
      const known = this.spellRowOf.has(spellId);
      throw new EngineInputError(
        'unknown_spell',
        known ? `spell ${spellId} has no level ${String(level)}` : `unknown spell ${String(spellId)}`,
        known ? 'spellLevel' : 'spellId',
      );
    }
    return this.runSpellRow(stuff, row, spellId, level, target, options);
  }

  /**
   * Damage of a spell level that is not in the catalogue (e.g. a Roublard bomb's explosion at a
   * Combo level), through the same kernel as `spellDamage`: the level is written into a spare row.
   * At most `SCRATCH_LINES` normal plus critical lines. The result carries `spellId` and `level` as given.
   */
  spellLevelDamage(stuff: StuffInput, spellId: number, level: CatalogSpellLevel, target?: Target, options?: DamageOptions): SpellDamage {
    const normal = spellDamageLines(level.hits);
    const critical = level.criticalHits ? spellDamageLines(level.criticalHits) : normal;
    if (normal.length + critical.length > SCRATCH_LINES) {
      throw new EngineInputError('unknown_spell', `an ad-hoc spell level holds at most ${SCRATCH_LINES} lines`, 'spellLevel');
    }
    for (const line of [...normal, ...critical]) {
      if (!Number.isSafeInteger(line.min) || !Number.isSafeInteger(line.max) || Math.abs(line.min) > 100_000 || Math.abs(line.max) > 100_000) {
        throw new EngineInputError('unknown_spell', 'a spell line needs whole min and max values within ±100,000', 'spellLevel');
      }
    }
    const memory = this.core.words();
    let next = this.scratchLineStart;
    const write = (lines: LaidOutLine[]): number => {
      const first = next;
      for (const line of lines) {
        const at = this.linesPointer / INT32_BYTES + next * LINE.words;
        memory[at + LINE.kind] = KIND_CODES[line.kind];
        memory[at + LINE.element] = elementCode(line.element);
        memory[at + LINE.min] = line.min;
        memory[at + LINE.max] = line.max;
        memory[at + LINE.turns] = line.turns;
        memory[at + LINE.chance] = line.chance;
        next++;
      }
      return first;
    };
    const at = this.spellsPointer / INT32_BYTES + this.scratchRow * SPELL_ROW.words;
    memory.fill(0, at, at + SPELL_ROW.words);
    writeSpellRow(memory, at, level, normal, critical, write);
    this.spellLevels[this.scratchRow] = { spellId, level: level.level, apCost: level.apCost, failRate: level.failRate ?? 0, normal, critical };
    return this.runSpellRow(stuff, this.scratchRow, spellId, level.level, target, options);
  }

  private runSpellRow(stuff: StuffInput, row: number, spellId: number, level: number, target: Target | undefined, options: DamageOptions | undefined): SpellDamage {
    validateDamageInput(this.variant, target, options);
    this.core.writeStuff(stuff, this.core.stuffPointer);
    this.writeRequest(row, target, options);
    this.core.kernels.spellDamage(this.core.stuffPointer, this.core.sheetPointer, this.requestPointer, this.outPointer);

    const out = this.out();
    const spell = this.spellLevels[row];
    const computed = (lines: LaidOutLine[], firstSlot: number): ComputedSpellLine[] =>
      lines.map((line, index) => {
        const slot = this.slot(firstSlot + index);
        const entry: ComputedSpellLine = {
          kind: line.kind,
          element: line.element,
          appliedElement: line.kind === 'heal' ? null : DAMAGE_ELEMENTS[out[slot + OUT_LINE.element]],
          turns: line.turns,
          chance: line.chance,
          range: this.range(out, slot),
        };
        if (line.kind === 'steal') entry.healed = this.healRange(out, slot);
        return entry;
      });
    return {
      spellId,
      level,
      lines: pairSpellLines(computed(spell.normal, 0), computed(spell.critical, spell.normal.length)),
      ...this.summary(out, spell.apCost, spell.failRate),
    };
  }

  private summary(out: Float64Array, apCost: number, failRate: number) {
    return {
      criticalRate: this.criticalRate(out),
      criticalChance: out[OUT.critChance],
      failRate,
      failChance: out[OUT.failChance],
      apCost,
      usesPerTurn: out[OUT.usesPerTurn],
      expectedDamage: out[OUT.expectedDamage],
      expectedHeal: out[OUT.expectedHeal],
      damagePerTurn: out[OUT.damagePerTurn],
      damagePerAp: out[OUT.damagePerAp],
      atDistance: out[OUT.atDistance] === 1,
    };
  }

  private criticalRate(out: Float64Array): CriticalRate {
    const value = out[OUT.critValue];
    switch (CRIT_KINDS[out[OUT.critKind]]) {
      case 'one_in_x':
        return { model: 'one_in_x', x: value, display: `1/${value}`, chance: out[OUT.critChance] };
      case 'percent':
        return { model: 'percent', percent: value, display: `${value}%`, chance: out[OUT.critChance] };
      default:
        return { model: 'none', display: '-', chance: 0 };
    }
  }

  /** Index, in the result view, of line slot `index`. */
  private slot(index: number): number {
    return OUT.words + index * OUT_LINE.words;
  }

  private range(out: Float64Array, slot: number): DamageRange {
    return { min: out[slot + OUT_LINE.min], max: out[slot + OUT_LINE.max], average: out[slot + OUT_LINE.average] };
  }

  private healRange(out: Float64Array, slot: number): DamageRange {
    return { min: out[slot + OUT_LINE.healMin], max: out[slot + OUT_LINE.healMax], average: out[slot + OUT_LINE.healAverage] };
  }

  /** The result record as a Float64 view: header fields at their OUT index, line slots after. */
  private out(outPointer = this.outPointer): Float64Array {
    const buffer = this.core.kernels.memory.buffer;
    if (this.floats.buffer !== buffer) this.floats = new Float64Array(buffer);
    return this.floats.subarray(outPointer / FLOAT64_BYTES);
  }

  /** Writes the request record of `row` at `pointer` (by default this calculator's own). */
  writeRequest(row: number, target: Target | undefined, options: DamageOptions | undefined, pointer = this.requestPointer): void {
    const memory = this.core.words();
    const at = pointer / INT32_BYTES;
    memory.fill(0, at, at + REQUEST.words);
    memory[at + REQUEST.row] = row;
    memory[at + REQUEST.targetPlayer] = target?.player ? 1 : 0;
    memory[at + REQUEST.atDistance] = options?.atDistance === undefined ? -1 : options.atDistance ? 1 : 0;
    memory[at + REQUEST.weaponMastery] = options?.weaponMastery ?? 0;
    memory[at + REQUEST.weaponSkillPower] = options?.weaponSkillPower ?? 0;
    const percent = target?.resistPercent;
    const flat = target?.resistFlat;
    for (let index = 0; index < DAMAGE_ELEMENTS.length; index++) {
      const element = DAMAGE_ELEMENTS[index];
      memory[at + REQUEST.resistPercent + index] = percent?.[element] ?? 0;
      memory[at + REQUEST.resistFlat + index] = flat?.[element] ?? 0;
    }
  }

  private layOut(): { requestPointer: number; outPointer: number; weaponsPointer: number; linesPointer: number; spellsPointer: number } {
    const { catalog } = this.core;
    const penaltyTypes = WEAPON_RANGE_CLASSES[this.variant].distancePenalty;
    const typeColumn = new Map<string, number>();

    // First the lines of every weapon and spell level, so that the tables can be sized once.
    const weaponItems = catalog.items.filter((item) => item.weapon);
    for (const item of weaponItems) {
      this.weaponRowOfItem.set(item.id, this.weapons.length);
      this.weapons.push({ item, lines: weaponDamageLines(item.hits) });
      if (!typeColumn.has(item.weapon!.type)) typeColumn.set(item.weapon!.type, typeColumn.size);
    }
    const spellLevels: CatalogSpellLevel[] = [];
    for (const spell of catalog.spells ?? []) {
      const levels = new Map<number, number>();
      for (const level of spell.levels) {
        if (levels.has(level.level)) continue;
        const normal = spellDamageLines(level.hits);
        const critical = level.criticalHits ? spellDamageLines(level.criticalHits) : normal;
        levels.set(level.level, this.spellLevels.length);
        this.spellLevels.push({ spellId: spell.id, level: level.level, apCost: level.apCost, failRate: level.failRate ?? 0, normal, critical });
        spellLevels.push(level);
      }
      if (!this.spellRowOf.has(spell.id)) this.spellRowOf.set(spell.id, levels);
    }
    let lineCount = 0;
    let outLines = 0;
    for (const { lines } of this.weapons) {
      lineCount += lines.length;
      outLines = Math.max(outLines, 2 * lines.length);
    }
    spellLevels.forEach((level, row) => {
      const { normal, critical } = this.spellLevels[row];
      lineCount += normal.length + (level.criticalHits ? critical.length : 0);
      outLines = Math.max(outLines, normal.length + critical.length);
    });
    // The spare row of `spellLevelDamage` and its lines, after everything else.
    this.scratchRow = spellLevels.length;
    this.scratchLineStart = lineCount;
    lineCount += SCRATCH_LINES;
    outLines = Math.max(outLines, SCRATCH_LINES);

    const lineWords = new Int32Array(Math.max(1, lineCount * LINE.words));
    let nextLine = 0;
    const writeLines = (lines: LaidOutLine[]): number => {
      const first = nextLine;
      for (const line of lines) {
        const at = nextLine * LINE.words;
        lineWords[at + LINE.kind] = KIND_CODES[line.kind];
        lineWords[at + LINE.element] = elementCode(line.element);
        lineWords[at + LINE.min] = line.min;
        lineWords[at + LINE.max] = line.max;
        lineWords[at + LINE.turns] = line.turns;
        lineWords[at + LINE.chance] = line.chance;
        nextLine++;
      }
      return first;
    };

    const weaponWords = new Int32Array(Math.max(1, this.weapons.length * WEAPON_ROW.words));
    this.weapons.forEach(({ item, lines }, index) => {
      const weapon = item.weapon!;
      const at = index * WEAPON_ROW.words;
      weaponWords[at + WEAPON_ROW.lineStart] = writeLines(lines);
      weaponWords[at + WEAPON_ROW.lineCount] = lines.length;
      weaponWords[at + WEAPON_ROW.apCost] = weapon.apCost;
      weaponWords[at + WEAPON_ROW.critRate] = weapon.critRate;
      weaponWords[at + WEAPON_ROW.critPercent] = weapon.critPercent;
      weaponWords[at + WEAPON_ROW.critBonus] = weapon.critBonus;
      weaponWords[at + WEAPON_ROW.failRate] = weapon.failRate;
      weaponWords[at + WEAPON_ROW.usesPerTurn] = weapon.usesPerTurn;
      weaponWords[at + WEAPON_ROW.typeColumn] = typeColumn.get(weapon.type)!;
      weaponWords[at + WEAPON_ROW.rangeClass] = WEAPON_RANGE_CLASS_NAMES.indexOf(weaponRangeClass(this.variant, weapon.type, weapon.rangeMin, weapon.rangeMax));
      weaponWords[at + WEAPON_ROW.distancePenalty] = penaltyTypes.includes(weapon.type) ? 1 : 0;
    });

    const spellWords = new Int32Array((spellLevels.length + 1) * SPELL_ROW.words);
    spellLevels.forEach((level, row) => {
      const { normal, critical } = this.spellLevels[row];
      writeSpellRow(spellWords, row * SPELL_ROW.words, level, normal, critical, writeLines);
    });

    const columns = Math.max(1, typeColumn.size);
    const skills = new Int32Array(SKILL_TABLE.classLimit * columns);
    for (let classId = 0; classId < SKILL_TABLE.classLimit; classId++) {
      for (const [type, column] of typeColumn) skills[classId * columns + column] = weaponSkillPercent(this.variant, classId, type);
    }

    const place = (words: Int32Array): number => {
      const pointer = this.core.allocateWords(words.length);
      this.core.words().set(words, pointer / INT32_BYTES);
      return pointer;
    };
    const rulesPointer = place(damageRuleBlock(this.variant));
    const weaponsPointer = place(weaponWords);
    const linesPointer = place(lineWords);
    const spellsPointer = place(spellWords);
    const skillsPointer = place(skills);
    this.core.kernels.setDamageTables(rulesPointer, weaponsPointer, linesPointer, spellsPointer, skillsPointer, columns);

    const requestPointer = this.core.allocateWords(REQUEST.words);
    // Float64 words: two Int32 words each (the allocator aligns to 16 bytes).
    const outPointer = this.core.allocateWords(2 * (OUT.words + outLines * OUT_LINE.words));
    return { requestPointer, outPointer, weaponsPointer, linesPointer, spellsPointer };
  }

}

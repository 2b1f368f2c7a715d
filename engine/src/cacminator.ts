/**
 * The Cacminator (issue 6; engine README "Cacminator"): every weapon of the catalogue that passes the
 * filters is put in the weapon slot of the stuff and ranked by its damage per turn or per AP.
 *
 * The sweep runs in the WASM module (issue 23; engine/assembly/cacminator.ts `cacminatorScan`). Here
 * the query is checked, the filters that need the catalogue's objects (type, level, hands,
 * availability) are resolved into a candidate list in linear memory, the stuff is written once without
 * its weapon (and once more without its shield when it holds one, for two-handed weapons) and the scan
 * record is filled in; then the kernel computes the candidates slice by slice (per candidate it patches
 * the `ar` word of the stuff record and the row of the damage request, runs the damage kernel, which
 * recomputes the whole sheet, checks the element and condition filters, computes the ranking figure and
 * inserts it into a sorted top list of `limit` entries), and between slices the wrapper reports progress
 * and honours a stop. A forgemagie preset is written into the catalogue's weapon lines in linear memory
 * for the length of the call and restored after. Only the returned entries are built as objects, by the
 * ordinary `weaponDamage` path.
 *
 * The TypeScript loop that did the sweep before (`loop: 'typescript'`, the same records and kernels,
 * ranked in TypeScript) is kept as the reference its property tests compare the module's sweep with.
 */
import type { CatalogItem } from './catalog.ts';
import {
  cacminatorScore,
  forcedDamagePerUse,
  holdsShield,
  passesCatalogFilters,
  rankingFigure,
  ranksBefore,
  resolveCacminatorQuery,
  stuffWithoutWeapon,
  weaponForgemagieRange,
  CACMINATOR_MAX_LIMIT,
  type ResolvedCacminatorQuery,
} from './cacminator-common.ts';
import type { CacminatorEntry, CacminatorQuery, CacminatorResult, CacminatorRunOptions, WeaponForgemagie } from '../../game/cacminator-types.ts';
import { CACMINATOR_SCAN, CACMINATOR_WEAPON, EXPECTATION_CODES, RANKING_CODES } from './cacminator-layout.ts';
import type { EngineCore } from './core.ts';
import { DamageCalculator, weaponDamageLines } from './damage.ts';
import { DAMAGE_ELEMENTS } from '../../game/elements.ts';
import { ELEMENT_CODES, KIND_CODES, LINE, OUT, OUT_LINE, REQUEST } from './damage-layout.ts';
import { SHEET_LAYOUT, STUFF_LAYOUT } from './layout.ts';
import { SLOT_INDEX } from '../../game/slots.ts';

const INT32_BYTES = 4;
const FLOAT64_BYTES = 8;
const AR_WORD = STUFF_LAYOUT.items + SLOT_INDEX.ar;
const FM_KINDS = ['damage', 'steal'] as const;
/** Candidates per call of the sweep kernel: progress and stop are checked between slices. */
export const CACMINATOR_DEFAULT_SLICE = 512;

/** Which loop sweeps the weapons: the WASM module's (the engine's), or the TypeScript one it replaced (the tests' reference). */
export type CacminatorLoop = 'assemblyscript' | 'typescript';

/** The neutral lines of one kind that a forgemagie preset converts, with their catalogue rolls. */
interface ForgemagieLines {
  /** Word index of each LINE record. */
  words: Int32Array;
  min: Int32Array;
  max: Int32Array;
  /** Per weapon: 1 when it has such a line. */
  weapons: Uint8Array;
}

export class Cacminator {
  /** The catalogue's weapons, in catalogue order, and per weapon its rows and lines in memory. */
  private readonly weapons: CatalogItem[];
  private readonly weaponIds: Int32Array;
  private readonly itemRows: Int32Array;
  private readonly damageRows: Int32Array;
  private readonly lineWords: Int32Array;
  private readonly lineCounts: Int32Array;
  private readonly forgemagieLines: Record<(typeof FM_KINDS)[number], ForgemagieLines>;
  /** Scratch records of the scan: the stuff without weapon, the same without shield, sheet, request, result. */
  private readonly oneHandPointer: number;
  private readonly twoHandPointer: number;
  private readonly sheetPointer: number;
  private readonly requestPointer: number;
  private readonly outPointer: number;
  /** The best weapons so far, best first: index into `weapons` and score. */
  private readonly topIndex = new Int32Array(CACMINATOR_MAX_LIMIT);
  private readonly topScore = new Float64Array(CACMINATOR_MAX_LIMIT);
  private floats = new Float64Array(0);
  /** The sweep kernel's records: weapon rows, candidate list, top list and scan record. */
  private readonly weaponTablePointer: number;
  private readonly candidatesPointer: number;
  private readonly topIndexPointer: number;
  private readonly topScorePointer: number;
  private readonly scanPointer: number;

  constructor(
    private readonly core: EngineCore,
    private readonly damage: DamageCalculator,
    private readonly loop: CacminatorLoop = 'assemblyscript',
  ) {
    this.weapons = core.items.filter((item) => item.weapon);
    const count = this.weapons.length;
    this.weaponIds = new Int32Array(count);
    this.itemRows = new Int32Array(count);
    this.damageRows = new Int32Array(count);
    this.lineWords = new Int32Array(count);
    this.lineCounts = new Int32Array(count);
    const convertible = { damage: [] as [number, number, number, number][], steal: [] as [number, number, number, number][] };
    let maxLines = 1;
    this.weapons.forEach((item, index) => {
      const damageRow = damage.weaponRow(item.id)!;
      const lines = weaponDamageLines(item.hits);
      this.weaponIds[index] = item.id;
      this.itemRows[index] = core.rowOfItem.get(item.id)!;
      this.damageRows[index] = damageRow;
      this.lineWords[index] = damage.weaponLinesWord(damageRow);
      this.lineCounts[index] = lines.length;
      maxLines = Math.max(maxLines, lines.length);
      lines.forEach((line, j) => {
        if ((line.kind === 'damage' || line.kind === 'steal') && line.element === 'neutral') {
          convertible[line.kind].push([index, this.lineWords[index] + j * LINE.words, line.min, line.max]);
        }
      });
    });
    const collect = (entries: [number, number, number, number][]): ForgemagieLines => {
      const lines: ForgemagieLines = {
        words: Int32Array.from(entries, (entry) => entry[1]),
        min: Int32Array.from(entries, (entry) => entry[2]),
        max: Int32Array.from(entries, (entry) => entry[3]),
        weapons: new Uint8Array(count),
      };
      for (const [index] of entries) lines.weapons[index] = 1;
      return lines;
    };
    this.forgemagieLines = { damage: collect(convertible.damage), steal: collect(convertible.steal) };

    this.oneHandPointer = core.allocateWords(STUFF_LAYOUT.words);
    this.twoHandPointer = core.allocateWords(STUFF_LAYOUT.words);
    this.sheetPointer = core.allocateWords(SHEET_LAYOUT.words);
    this.requestPointer = core.allocateWords(REQUEST.words);
    // Float64 words: two Int32 words each; a weapon writes a normal and a critical slot per line.
    this.outPointer = core.allocateWords(2 * (OUT.words + 2 * maxLines * OUT_LINE.words));

    this.weaponTablePointer = core.allocateWords(Math.max(1, count) * CACMINATOR_WEAPON.words);
    this.candidatesPointer = core.allocateWords(Math.max(1, count));
    this.topIndexPointer = core.allocateWords(CACMINATOR_MAX_LIMIT);
    this.topScorePointer = core.allocateWords(2 * CACMINATOR_MAX_LIMIT);
    this.scanPointer = core.allocateWords(CACMINATOR_SCAN.words);
    const memory = core.words();
    this.weapons.forEach((item, index) => {
      const at = this.weaponTablePointer / INT32_BYTES + index * CACMINATOR_WEAPON.words;
      memory[at + CACMINATOR_WEAPON.id] = item.id;
      memory[at + CACMINATOR_WEAPON.itemRow] = this.itemRows[index];
      memory[at + CACMINATOR_WEAPON.damageRow] = this.damageRows[index];
      memory[at + CACMINATOR_WEAPON.twoHanded] = item.weapon!.twoHanded ? 1 : 0;
      memory[at + CACMINATOR_WEAPON.lineCount] = this.lineCounts[index];
      memory[at + CACMINATOR_WEAPON.apCost] = item.weapon!.apCost;
    });
  }

  search(query: CacminatorQuery, run: CacminatorRunOptions = {}): CacminatorResult {
    const slice = run.sliceWeapons ?? CACMINATOR_DEFAULT_SLICE;
    if (!Number.isInteger(slice) || slice < 1) throw new RangeError(`Cacminator: sliceWeapons must be a positive integer (got ${String(slice)})`);
    run.signal?.throwIfAborted();
    const resolved = resolveCacminatorQuery(this.core.variant, query);
    const shield = holdsShield(resolved.stuff);
    this.core.writeStuff(stuffWithoutWeapon(resolved.stuff, false), this.oneHandPointer);
    if (shield) this.core.writeStuff(stuffWithoutWeapon(resolved.stuff, true), this.twoHandPointer);
    this.damage.writeRequest(0, resolved.target, resolved.options, this.requestPointer);
    const { forgemagie } = resolved;
    if (forgemagie) this.writeForgemagie(forgemagie, true);
    try {
      const twoHandPointer = shield ? this.twoHandPointer : this.oneHandPointer;
      const { considered, kept } = this.loop === 'typescript' ? this.scan(resolved, twoHandPointer) : this.sweep(resolved, twoHandPointer, slice, run);
      return {
        entries: this.entries(resolved, shield, twoHandPointer, kept),
        catalogWeapons: this.weapons.length,
        considered,
        availability: resolved.availability,
      };
    } finally {
      if (forgemagie) this.writeForgemagie(forgemagie, false);
    }
  }

  /**
   * The WASM sweep: writes the candidates and the scan record, runs `cacminatorScan` slice by slice
   * (progress and stop between slices), then copies the kept weapon indices into `topIndex`.
   */
  private sweep(query: ResolvedCacminatorQuery, twoHandPointer: number, slice: number, run: CacminatorRunOptions): { considered: number; kept: number } {
    const { kernels } = this.core;
    let memory = this.core.words();
    const candidates = this.candidatesPointer / INT32_BYTES;
    let count = 0;
    for (let index = 0; index < this.weapons.length; index++) {
      if (passesCatalogFilters(this.weapons[index], query)) memory[candidates + count++] = index;
    }
    let elementMask = 0;
    if (query.elements) for (const element of query.elements) elementMask |= 1 << DAMAGE_ELEMENTS.indexOf(element);
    const scan = this.scanPointer / INT32_BYTES;
    memory.fill(0, scan, scan + CACMINATOR_SCAN.words);
    memory[scan + CACMINATOR_SCAN.weapons] = this.weaponTablePointer;
    memory[scan + CACMINATOR_SCAN.candidates] = this.candidatesPointer;
    memory[scan + CACMINATOR_SCAN.candidateCount] = count;
    memory[scan + CACMINATOR_SCAN.oneHandStuff] = this.oneHandPointer;
    memory[scan + CACMINATOR_SCAN.twoHandStuff] = twoHandPointer;
    memory[scan + CACMINATOR_SCAN.sheet] = this.sheetPointer;
    memory[scan + CACMINATOR_SCAN.request] = this.requestPointer;
    memory[scan + CACMINATOR_SCAN.out] = this.outPointer;
    memory[scan + CACMINATOR_SCAN.topIndex] = this.topIndexPointer;
    memory[scan + CACMINATOR_SCAN.topScore] = this.topScorePointer;
    memory[scan + CACMINATOR_SCAN.elementMask] = elementMask;
    memory[scan + CACMINATOR_SCAN.checkConditions] = query.conditions === 'met' ? 1 : 0;
    memory[scan + CACMINATOR_SCAN.expectation] = EXPECTATION_CODES[query.expectation];
    memory[scan + CACMINATOR_SCAN.rankBy] = RANKING_CODES[query.rankBy];
    memory[scan + CACMINATOR_SCAN.limit] = query.limit;
    for (let left = count; left > 0; ) {
      run.signal?.throwIfAborted();
      left = kernels.cacminatorScan(this.scanPointer, slice);
      run.onProgress?.({ computed: count - left, candidates: count });
    }
    memory = this.core.words();
    const kept = memory[scan + CACMINATOR_SCAN.kept];
    this.topIndex.set(memory.subarray(this.topIndexPointer / INT32_BYTES, this.topIndexPointer / INT32_BYTES + kept));
    return { considered: memory[scan + CACMINATOR_SCAN.considered], kept };
  }

  /** Today's TypeScript loop (the reference of the tests): every candidate through the kernels, the `limit` best in `topIndex`/`topScore`. */
  private scan(query: ResolvedCacminatorQuery, twoHandPointer: number): { considered: number; kept: number } {
    const { kernels } = this.core;
    const out = this.out();
    let elementMask = 0;
    if (query.elements) for (const element of query.elements) elementMask |= 1 << DAMAGE_ELEMENTS.indexOf(element);
    const checkConditions = query.conditions === 'met';
    let considered = 0;
    let kept = 0;
    for (let index = 0; index < this.weapons.length; index++) {
      const item = this.weapons[index];
      if (!passesCatalogFilters(item, query)) continue;
      const stuffPointer = this.run(index, twoHandPointer);
      if (elementMask !== 0 && !this.hitsInElements(out, this.lineCounts[index], elementMask)) continue;
      if (checkConditions && kernels.unmetConditionGroups(this.itemRows[index], stuffPointer, this.sheetPointer) !== 0) continue;
      considered++;
      kept = this.keep(kept, query.limit, index, this.score(out, index, query));
    }
    return { considered, kept };
  }

  /**
   * Puts weapon `index` in the weapon slot of the stuff record it goes in (`twoHandPointer` for a
   * two-handed weapon) and runs the damage kernel into the scan's records; returns that stuff record.
   */
  private run(index: number, twoHandPointer: number): number {
    const memory = this.core.words();
    const stuffPointer = this.weapons[index].weapon!.twoHanded ? twoHandPointer : this.oneHandPointer;
    memory[stuffPointer / INT32_BYTES + AR_WORD] = this.itemRows[index];
    memory[this.requestPointer / INT32_BYTES + REQUEST.row] = this.damageRows[index];
    this.core.kernels.weaponDamage(stuffPointer, this.sheetPointer, this.requestPointer, this.outPointer);
    return stuffPointer;
  }

  /** Whether a damage or steal line of the result was computed in one of the masked elements. */
  private hitsInElements(out: Float64Array, lineCount: number, mask: number): boolean {
    for (let line = 0; line < lineCount; line++) {
      const slot = OUT.words + 2 * line * OUT_LINE.words;
      const element = out[slot + OUT_LINE.element];
      if (out[slot + OUT_LINE.kind] !== KIND_CODES.heal && (mask & (1 << element)) !== 0) return true;
    }
    return false;
  }

  /** `cacminatorScore` read straight from the kernel's result record (same numbers, same order). */
  private score(out: Float64Array, index: number, query: ResolvedCacminatorQuery): number {
    if (query.expectation === 'expected') return query.rankBy === 'turn' ? out[OUT.damagePerTurn] : out[OUT.damagePerAp];
    // Critical kind 0: the weapon cannot crit, its critical side is its normal side.
    const side = query.expectation === 'critical' && out[OUT.critKind] !== 0 ? 1 : 0;
    let sum = 0;
    for (let line = 0; line < this.lineCounts[index]; line++) {
      const slot = OUT.words + (2 * line + side) * OUT_LINE.words;
      if (out[slot + OUT_LINE.kind] !== KIND_CODES.heal) sum += out[slot + OUT_LINE.average];
    }
    return rankingFigure(forcedDamagePerUse(sum, out[OUT.failChance]), out[OUT.usesPerTurn], this.weapons[index].weapon!.apCost, query.rankBy);
  }

  /** Inserts weapon `index` into the sorted top list of `kept` entries when it ranks among the `limit` best. */
  private keep(kept: number, limit: number, index: number, score: number): number {
    const { topIndex, topScore, weaponIds } = this;
    const id = weaponIds[index];
    if (kept === limit && !ranksBefore(score, id, topScore[kept - 1], weaponIds[topIndex[kept - 1]])) return kept;
    let position = kept < limit ? kept : limit - 1;
    while (position > 0 && ranksBefore(score, id, topScore[position - 1], weaponIds[topIndex[position - 1]])) {
      topScore[position] = topScore[position - 1];
      topIndex[position] = topIndex[position - 1];
      position--;
    }
    topScore[position] = score;
    topIndex[position] = index;
    return kept < limit ? kept + 1 : kept;
  }

  /** The full breakdown of the kept weapons: the kernel is run again for each (forgemagie still written) and read into objects. */
  private entries(query: ResolvedCacminatorQuery, shield: boolean, twoHandPointer: number, kept: number): CacminatorEntry[] {
    const { forgemagie } = query;
    const entries: CacminatorEntry[] = [];
    for (let rank = 0; rank < kept; rank++) {
      const index = this.topIndex[rank];
      const item = this.weapons[index];
      const stuffPointer = this.run(index, twoHandPointer);
      const damage = this.damage.readWeaponDamage(this.damageRows[index], this.outPointer);
      const conditionsMet = this.core.kernels.unmetConditionGroups(this.itemRows[index], stuffPointer, this.sheetPointer) === 0;
      const forgemagieApplied = forgemagie !== null && this.forgemagieLines[forgemagie.line].weapons[index] === 1;
      if (forgemagieApplied) {
        // The lines the preset converted are of its element now (the result lists the catalogue's).
        for (const line of damage.lines) if (line.kind === forgemagie.line && line.element === 'neutral') line.element = forgemagie.element;
      }
      entries.push({
        weaponId: item.id,
        score: cacminatorScore(damage, query.rankBy, query.expectation),
        damage,
        conditionsMet,
        shieldRemoved: item.weapon!.twoHanded && shield,
        forgemagieApplied,
      });
    }
    return entries;
  }

  /** Writes the preset into every convertible line of the weapon table, or (`apply` false) restores the catalogue's. */
  private writeForgemagie(forgemagie: WeaponForgemagie, apply: boolean): void {
    const memory = this.core.words();
    const lines = this.forgemagieLines[forgemagie.line];
    const element = apply ? ELEMENT_CODES[forgemagie.element] : ELEMENT_CODES.neutral;
    for (let i = 0; i < lines.words.length; i++) {
      const at = lines.words[i];
      let min = lines.min[i];
      let max = lines.max[i];
      if (apply) [min, max] = weaponForgemagieRange(min, max, forgemagie.percent);
      memory[at + LINE.element] = element;
      memory[at + LINE.min] = min;
      memory[at + LINE.max] = max;
    }
  }

  /** The scan's result record as a Float64 view. */
  private out(): Float64Array {
    const buffer = this.core.kernels.memory.buffer;
    if (this.floats.buffer !== buffer) this.floats = new Float64Array(buffer);
    return this.floats.subarray(this.outPointer / FLOAT64_BYTES);
  }
}

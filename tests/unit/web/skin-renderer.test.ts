/** Issue 21: the Skinator's renderer (the SVG string), its undo/redo history and the visitor's draft in storage. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_COLORS, DEFAULT_LOOK, SKIN_CLASS_IDS, SKIN_FACES, SKIN_HEADS, encodeLook, randomLook, shade, toHex, type SkinLook } from '#game/skin';
import { SKIN_PROBES, skinSvg } from '#web/entities/skin/model/skin-svg.ts';
import { changeLook, HISTORY_LIMIT, redoLook, startHistory, undoLook } from '#web/entities/skin/model/look-history.ts';
import { LOCAL_SKIN_KEY, loadDraftLook, saveDraftLook } from '#web/entities/skin/model/skin-draft.ts';
import { pngFileName } from '#web/entities/skin/model/skin-png.ts';
import { lookOfSkin, skinFieldsOfLook } from '#web/entities/skin/model/skin-look.ts';

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const look = (changes: Partial<SkinLook> = {}): SkinLook => ({ ...DEFAULT_LOOK, ...changes });
/** The fills and strokes of an SVG string. */
const colorsIn = (svg: string) => new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((match) => match[1]));
const parts = (svg: string) => [...svg.matchAll(/data-part="([^"]+)"/g)].map((match) => match[1]);

describe('skin renderer', () => {
  it('draws the same SVG for the same look, and a different one when anything changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        let state = seed;
        const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
        const shown = randomLook(random);
        expect(skinSvg(shown)).toBe(skinSvg({ ...shown, colors: [...shown.colors] as unknown as SkinLook['colors'] }));
        const other = { ...shown, head: (shown.head % SKIN_HEADS) + 1 };
        expect(skinSvg(other)).not.toBe(skinSvg(shown));
      }),
      { numRuns: 50 },
    );
  });

  it('fills the parts with the five colours chosen, with their light and shadow', () => {
    const colors = [0xe0b090, 0x123456, 0xaa2233, 0x33aa44, 0x5566ee] as const;
    const svg = skinSvg(look({ classId: 8, colors }));
    const used = colorsIn(svg);
    for (const color of colors) {
      expect(used, toHex(color)).toContain(toHex(color));
    }
    // The cloth's shadow and light: the same hue, darker and lighter.
    expect(used).toContain(toHex(shade(0xaa2233, -0.3)));
    expect(used).toContain(toHex(shade(0xaa2233, 0.28)));
    // An empty slot takes the class's own colour.
    const iop = colorsIn(skinSvg(look({ classId: 8, colors: [null, null, null, null, null] })));
    for (const color of CLASS_COLORS[8]!) expect(iop).toContain(toHex(color));
    expect(iop).not.toContain(toHex(0x123456));
  });

  it('draws the head variant (hair) and the face variant (eyes and mouth) asked for', () => {
    for (let head = 1; head <= SKIN_HEADS; head += 1) {
      for (let face = 1; face <= SKIN_FACES; face += 1) {
        const svg = skinSvg(look({ head, face }));
        expect(parts(svg)).toContain(`head-${head}`);
        expect(parts(svg)).toContain(`head-${head}-front`);
        expect(parts(svg)).toContain(`face-${face}`);
        expect(parts(svg).filter((name) => /^face-/.test(name))).toEqual([`face-${face}`]);
      }
    }
    // Every head and every face is drawn differently.
    const heads = new Set(Array.from({ length: SKIN_HEADS }, (_, index) => skinSvg(look({ head: index + 1 })).replace(/head-\d/g, '')));
    expect(heads.size).toBe(SKIN_HEADS);
    const faces = new Set(Array.from({ length: SKIN_FACES }, (_, index) => skinSvg(look({ face: index + 1 })).replace(/face-\d/g, '')));
    expect(faces.size).toBe(SKIN_FACES);
  });

  it('gives each class its own silhouette detail and each sex its body', () => {
    const details = new Set<string>();
    for (const classId of SKIN_CLASS_IDS) {
      const svg = skinSvg(look({ classId, colors: [1, 2, 3, 4, 5] }));
      expect(parts(svg).some((name) => name.startsWith(`class-${classId}`)), String(classId)).toBe(true);
      details.add(svg.replace(/data-class="\d+"|class-\d+/g, ''));
    }
    expect(details.size).toBe(SKIN_CLASS_IDS.length);
    expect(parts(skinSvg(look({ gender: 0 })))).toContain('body-male');
    expect(parts(skinSvg(look({ gender: 1 })))).toContain('body-female');
  });

  it('draws the cosmetics worn in their slot, in the cloth colours, the shape chosen by the item', () => {
    const bare = skinSvg(look());
    for (const slot of ['hat', 'cloak', 'shield', 'pet']) expect(parts(bare)).not.toContain(slot);
    const colors = [null, null, null, 0x33aa44, 0x5566ee] as const;
    const dressed = skinSvg(look({ colors, cosmetics: { hat: 10, cloak: 11, shield: 12, pet: 13 } }));
    expect(parts(dressed)).toEqual(expect.arrayContaining(['hat', 'cloak', 'shield', 'pet']));
    const hat = /<g data-part="hat">(.*?)<\/g>/.exec(dressed)![1]!;
    expect(colorsIn(hat)).toContain('#33aa44');
    expect(colorsIn(hat)).toContain('#5566ee');
    expect(skinSvg(look({ cosmetics: { hat: 10 } }))).not.toBe(skinSvg(look({ cosmetics: { hat: 11 } })));
    expect(skinSvg(look({ cosmetics: { hat: 10 } }))).toBe(skinSvg(look({ cosmetics: { hat: 13 } })));
  });

  it('scales the picture and crops the head for the thumbnails', () => {
    expect(skinSvg(look(), { scale: 2 })).toContain('width="400" height="600"');
    expect(skinSvg(look())).toContain('viewBox="0 0 200 300" width="200" height="300"');
    expect(skinSvg(look(), { crop: 'head' })).toContain('viewBox="50 16 100 112"');
    for (const [x, y] of Object.values(SKIN_PROBES)) {
      expect(x).toBeGreaterThan(0);
      expect(y).toBeLessThan(300);
    }
  });
});

describe('look history (undo, redo)', () => {
  it('undoes and redoes changes in order, and a new change drops what was undone', () => {
    const a = look();
    const b = look({ head: 2 });
    const c = look({ head: 3 });
    let history = changeLook(changeLook(startHistory(a), b), c);
    expect(changeLook(history, look({ head: 3 }))).toBe(history);
    history = undoLook(history);
    expect(history.present).toBe(b);
    history = undoLook(undoLook(history));
    expect(history.present).toBe(a);
    history = redoLook(history);
    expect(history.present).toBe(b);
    history = changeLook(history, look({ face: 4 }));
    expect(history.future).toEqual([]);
    expect(redoLook(history)).toBe(history);
    let long = startHistory(a);
    for (let index = 0; index < HISTORY_LIMIT + 20; index += 1) long = changeLook(long, look({ colors: [index, null, null, null, null] }));
    expect(long.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('skin draft and saved skins', () => {
  it('keeps the draft look in storage and drops a damaged one', () => {
    const memory = new MemoryStorage();
    expect(loadDraftLook(memory)).toBeNull();
    const shown = look({ classId: 9, gender: 1, head: 5, face: 2, colors: [0x112233, null, 0xffffff, 0, null], cosmetics: { pet: 7 } });
    saveDraftLook(shown, memory);
    expect(encodeLook(loadDraftLook(memory)!)).toBe(encodeLook(shown));
    memory.setItem(LOCAL_SKIN_KEY, '1.99.0.1.1.-.-.-.-.-.-.-.-.-');
    expect(loadDraftLook(memory)).toBeNull();
    expect(memory.getItem(LOCAL_SKIN_KEY)).toBeNull();
  });

  it('turns a saved skin into a look and back', () => {
    const shown = look({ classId: 12, gender: 1, head: 7, face: 6, colors: [1, null, 3, null, 5], cosmetics: { hat: 4, pet: 9 } });
    const fields = skinFieldsOfLook(shown);
    expect(fields.cosmetics).toEqual({ hat: 4, cloak: null, shield: null, pet: 9 });
    expect(encodeLook(lookOfSkin(fields))).toBe(encodeLook(shown));
  });

  it('names the PNG after the look and its scale', () => {
    expect(pngFileName('Mon Iop', 2)).toBe('Mon-Iop@2x.png');
    expect(pngFileName('  ', 1)).toBe('skin@1x.png');
  });
});

/**
 * Tofulab's own character renderer (issue 21): the game's art cannot be shipped, so a look
 * (`game/skin.ts`) is drawn here as a small vector figure, one per class and sex. Each class reads by
 * a silhouette detail (Féca's shield-like pauldron, Iop's spiky crest, Crâ's quiver and bow…) in its
 * colours; the head variant is the hair's shape, the face variant the eyes and mouth; the five
 * colour slots fill the parts (`resolvedColors`: an empty slot takes the class's colour) with their
 * light and shadow (`shade`); the cosmetics worn are coloured shapes in their slot, in the cloth
 * colours, the shape chosen by the item's id.
 *
 * Pure and deterministic: the same look gives the same SVG string, which the page shows and the PNG
 * export rasterises. Every part carries `data-part` (e.g. `head-3`, `face-5`, `class-8`, `hat`).
 * The string holds numbers and colours only (no text of anyone's), so it is safe to insert.
 */
import { resolvedColors, shade, toHex, type SkinCosmeticSlot, type SkinLook } from '#game/skin';

export const SKIN_VIEW_WIDTH = 200;
export const SKIN_VIEW_HEIGHT = 300;

/**
 * Points (in the figure's 200×300 units) where each colour slot shows unshaded, whatever the class,
 * sex, head and face: the right hand (skin), the top of the head (hair; a hat covers it), the chest
 * (cloth 1), the belt (cloth 2), the left leg (cloth 3). The PNG export's test reads the pixels there.
 */
export const SKIN_PROBES = {
  skin: [147, 205],
  hair: [100, 63],
  cloth1: [100, 166],
  cloth2: [86, 198],
  cloth3: [88, 240],
} as const satisfies Record<string, readonly [number, number]>;

export interface SkinSvgOptions {
  /** Pixels per unit of the figure (the PNG export's 1× and 2×); 1 when left out. */
  scale?: number;
  /** `head`: the head only (the head and face pickers' thumbnails). */
  crop?: 'figure' | 'head';
}

type Colors = readonly [skin: string, hair: string, cloth1: string, cloth2: string, cloth3: string];
interface Palette {
  readonly base: Colors;
  readonly lit: Colors;
  readonly dark: Colors;
}

const LIGHT = 0.28;
const SHADOW = -0.3;
const INK = '#1b1b1b';
const MOUTH = '#7a2e2e';

function palette(look: SkinLook): Palette {
  const colors = resolvedColors(look.classId, look.colors);
  const map = (amount: number) => colors.map((color) => toHex(amount === 0 ? color : shade(color, amount))) as unknown as Colors;
  return { base: map(0), lit: map(LIGHT), dark: map(SHADOW) };
}

const part = (name: string, body: string) => `<g data-part="${name}">${body}</g>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

/** The body, by sex: legs and boots (cloth 3), torso and sleeves (cloth 1), belt (cloth 2), hands (skin). */
function body(p: Palette, gender: number): string {
  const [skin, , c1, c2, c3] = p.base;
  const female = gender === 1;
  const legs =
    path('M76,200 L98,200 L97,262 L79,262 Z', c3) +
    path('M102,200 L124,200 L121,262 L103,262 Z', p.dark[4]) +
    path('M78,256 L97,256 L98,272 L70,272 Z', toHex(shade(Number.parseInt(c3.slice(1), 16), -0.45))) +
    path('M103,256 L122,256 L130,272 L102,272 Z', toHex(shade(Number.parseInt(c3.slice(1), 16), -0.55)));
  const torso = female
    ? path('M72,128 L128,128 L123,170 L120,200 L80,200 L77,170 Z', c1) +
      path('M116,128 L128,128 L123,170 L120,200 L110,200 Z', p.dark[2]) +
      path('M72,128 L80,128 L86,200 L80,200 L77,170 Z', p.lit[2]) +
      path('M80,196 L120,196 L134,232 L66,232 Z', c1) +
      path('M112,196 L120,196 L134,232 L118,232 Z', p.dark[2])
    : path('M66,128 L134,128 L128,200 L72,200 Z', c1) + path('M118,128 L134,128 L128,200 L114,200 Z', p.dark[2]) + path('M66,128 L78,128 L82,200 L72,200 Z', p.lit[2]);
  const shoulder = female ? 72 : 66;
  const belt = female ? `<rect x="80" y="192" width="40" height="12" fill="${c2}"/>` : `<rect x="72" y="192" width="56" height="12" fill="${c2}"/>`;
  const buckle = `<rect x="95" y="193" width="10" height="10" rx="2" fill="${p.lit[3]}" stroke="${p.dark[3]}" stroke-width="1.5"/>`;
  const collar = path('M88,128 L100,144 L112,128 Z', c3);
  const sleeves =
    path(`M${shoulder},130 L${shoulder - 14},136 L46,196 L60,198 L${shoulder + 4},150 Z`, p.lit[2]) +
    path(`M${200 - shoulder},130 L${214 - shoulder},136 L154,196 L140,198 L${196 - shoulder},150 Z`, p.dark[2]);
  const hands = circle(53, 204, 9, skin) + circle(147, 205, 9, skin);
  return part(`body-${female ? 'female' : 'male'}`, legs + torso + belt + buckle + collar + sleeves + hands);
}

function headBase(p: Palette, gender: number): string {
  const [skin] = p.base;
  const ears = circle(66, 96, 7, p.dark[0]) + circle(134, 96, 7, p.dark[0]);
  const neck = `<rect x="91" y="116" width="18" height="16" fill="${p.dark[0]}"/>`;
  const head = circle(100, 92, 34, skin) + path('M100,58 A34,34 0 0 1 100,126 A22,34 0 0 0 100,58 Z', toHex(shade(Number.parseInt(skin.slice(1), 16), -0.16)));
  const cheeks = gender === 1 ? circle(82, 106, 4, p.lit[0]) + circle(118, 106, 4, p.lit[0]) : '';
  return part('head', ears + neck + head + cheeks);
}

/** The cap every head variant has: it covers the top of the head (the hair probe). */
const CAP = 'M64,94 C64,44 136,44 136,94 C128,74 114,68 100,71 C86,68 72,74 64,94 Z';

/** Hair behind the head (long locks, ponytail), drawn before it. */
function hairBack(p: Palette, head: number): string {
  const [, hair] = p.base;
  if (head === 3) return path('M64,88 L58,150 L78,150 L74,96 Z', p.dark[1]) + path('M136,88 L142,150 L122,150 L126,96 Z', p.dark[1]);
  if (head === 4) return path('M128,70 C160,70 162,120 150,150 C146,124 140,100 124,84 Z', hair) + circle(130, 74, 5, p.dark[1]);
  if (head === 8) return path('M64,90 L62,122 L80,122 L76,96 Z', p.dark[1]) + path('M136,90 L138,122 L120,122 L124,96 Z', p.dark[1]);
  return '';
}

/** Hair in front: the cap and each variant's shape (1 short, 2 spiky, 3 long, 4 ponytail, 5 bun, 6 crest, 7 curls, 8 bob). */
function hairFront(p: Palette, head: number): string {
  const [, hair] = p.base;
  const cap = path(CAP, hair) + path('M120,56 C132,64 136,78 136,94 C130,80 124,74 116,71 Z', p.dark[1]) + path('M76,58 C84,53 92,51 98,51 C88,56 80,62 74,70 Z', p.lit[1]);
  const shapes: Record<number, string> = {
    1: path('M64,94 L66,104 L70,96 Z', hair) + path('M136,94 L134,104 L130,96 Z', hair),
    2: path('M66,78 L58,52 L78,60 L76,36 L94,52 L100,30 L108,52 L124,36 L122,60 L142,52 L134,78 Z', hair),
    3: path('M64,90 L66,128 L74,128 L72,92 Z', hair) + path('M136,90 L134,128 L126,128 L128,92 Z', hair),
    4: `<rect x="120" y="68" width="10" height="8" rx="2" fill="${p.dark[1]}"/>`,
    5: circle(100, 48, 13, hair) + circle(96, 45, 5, p.lit[1]),
    6: path('M92,62 L94,24 L100,18 L106,24 L108,62 Z', hair) + path('M100,18 L106,24 L108,62 L100,62 Z', p.dark[1]),
    7: [70, 80, 90, 100, 110, 120, 130].map((x, index) => circle(x, index % 2 === 0 ? 66 : 60, 8, hair) + circle(x - 3, index % 2 === 0 ? 63 : 57, 2, p.lit[1])).join(''),
    8: path('M66,80 C80,86 120,86 134,80 L134,72 L66,72 Z', hair) + path('M64,90 L66,118 L76,118 L74,90 Z', hair) + path('M136,90 L134,118 L124,118 L126,90 Z', hair),
  };
  return cap + (shapes[head] ?? '');
}

/** Eyes and mouth (1 dots and smile, 2 ovals, 3 happy, 4 determined, 5 big eyes, 6 sleepy); a woman's eyes have lashes. */
function face(faceId: number, gender: number): string {
  const eyes: Record<number, string> = {
    1: circle(88, 94, 3.5, INK) + circle(112, 94, 3.5, INK),
    2: ellipse(88, 94, 3, 5, INK) + ellipse(112, 94, 3, 5, INK) + circle(89, 92, 1.2, '#ffffff') + circle(113, 92, 1.2, '#ffffff'),
    3: stroke('M82,96 Q88,88 94,96', INK, 2.5) + stroke('M106,96 Q112,88 118,96', INK, 2.5),
    4: circle(88, 95, 3.5, INK) + circle(112, 95, 3.5, INK) + stroke('M81,86 L94,90', INK, 2.5) + stroke('M119,86 L106,90', INK, 2.5),
    5: circle(88, 93, 6.5, '#ffffff', ` stroke="${INK}" stroke-width="1"`) + circle(112, 93, 6.5, '#ffffff', ` stroke="${INK}" stroke-width="1"`) + circle(89, 94, 3.2, INK) + circle(113, 94, 3.2, INK),
    6: path('M82,94 A6,6 0 0 0 94,94 Z', INK) + path('M106,94 A6,6 0 0 0 118,94 Z', INK) + stroke('M81,93 L95,93', INK, 1.8) + stroke('M105,93 L119,93', INK, 1.8),
  };
  const mouths: Record<number, string> = {
    1: stroke('M92,108 Q100,115 108,108', MOUTH, 2.2),
    2: stroke('M93,110 L107,110', MOUTH, 2.2),
    3: ellipse(100, 110, 6, 4.5, MOUTH),
    4: stroke('M92,112 Q100,106 108,112', MOUTH, 2.2),
    5: circle(100, 110, 3, MOUTH),
    6: stroke('M94,110 Q102,112 108,106', MOUTH, 2.2),
  };
  const lashes = gender === 1 ? stroke('M81,90 L84,92', INK, 1.4) + stroke('M119,90 L116,92', INK, 1.4) : '';
  return part(`face-${faceId}`, (eyes[faceId] ?? '') + lashes + (mouths[faceId] ?? ''));
}

interface ClassParts {
  back?: string;
  /** Over the head, under the hair and face (ears, eye patches). */
  head?: string;
  front?: string;
}

/** Each class's silhouette detail, in its colours. `hat`: a cosmetic hat is worn (Roublard's own is then off). */
function classParts(classId: number, p: Palette, hat: boolean): ClassParts {
  const [, hair, , c2, c3] = p.base;
  switch (classId) {
    case 1: // Féca: a shield-like pauldron on the left shoulder
      return { front: path('M48,122 L74,116 L82,134 L68,154 L50,146 Z', c2, ` stroke="${c3}" stroke-width="2.5"`) + circle(65, 134, 4, c3) };
    case 2: // Osamodas: horns
      return {
        front:
          path('M76,64 C62,50 60,34 72,24 C72,40 80,50 88,58 Z', p.lit[4]) + path('M124,64 C138,50 140,34 128,24 C128,40 120,50 112,58 Z', p.lit[4]),
      };
    case 3: // Enutrof: a beard
      return { front: path('M72,102 C74,130 90,144 100,148 C110,144 126,130 128,102 C118,120 82,120 72,102 Z', hair) + path('M100,148 C110,144 126,130 128,102 C122,114 112,120 104,122 Z', p.dark[1]) };
    case 4: // Sram: a hood and a mask
      return {
        back: path('M54,98 C54,36 146,36 146,98 L152,142 L48,142 Z', p.dark[2]),
        front: path('M70,104 C80,126 120,126 130,104 C118,110 82,110 70,104 Z', c3) + stroke('M86,114 L114,114', p.lit[4], 1.5),
      };
    case 5: // Xélor: bandages and a clock
      return {
        front:
          path('M68,82 L92,76 L94,82 L70,88 Z', p.lit[4]) +
          path('M68,100 L86,112 L83,117 L66,105 Z', p.lit[4]) +
          circle(122, 152, 10, c3, ` stroke="${c2}" stroke-width="2.5"`) +
          stroke('M122,152 L122,145', c2, 1.8) +
          stroke('M122,152 L127,155', c2, 1.8),
      };
    case 6: // Ecaflip: cat ears and a tail
      return {
        back: stroke('M124,196 C150,196 168,170 160,146', hair, 7),
        head: path('M68,74 L70,38 L92,58 Z', hair) + path('M132,74 L130,38 L108,58 Z', hair) + path('M74,64 L75,48 L86,58 Z', p.lit[1]) + path('M126,64 L125,48 L114,58 Z', p.lit[1]),
      };
    case 7: // Eniripsa: wings
      return {
        back:
          path('M68,140 C30,104 20,150 38,180 C48,170 58,162 68,162 Z', p.lit[4], ` stroke="${p.dark[4]}" stroke-width="2"`) +
          path('M132,140 C170,104 180,150 162,180 C152,170 142,162 132,162 Z', p.lit[4], ` stroke="${p.dark[4]}" stroke-width="2"`),
      };
    case 8: // Iop: a spiky crest of hair
      return { front: path('M70,68 L66,34 L84,52 L90,22 L100,48 L110,20 L116,52 L134,34 L130,68 Z', hair) };
    case 9: // Crâ: a quiver over the right shoulder and a bow
      return {
        back:
          path('M126,106 L142,98 L152,150 L136,156 Z', c2) +
          stroke('M132,102 L126,80', c3, 2) +
          stroke('M137,100 L134,76', c3, 2) +
          path('M122,76 L130,78 L126,84 Z', c3) +
          path('M130,72 L138,74 L134,80 Z', c3),
        front: stroke('M34,118 C12,160 12,200 34,242', c2, 4) + stroke('M34,118 L34,242', c3, 1.2),
      };
    case 10: // Sadida: leaves
      return {
        front:
          ellipse(62, 128, 15, 6, p.lit[2], ` transform="rotate(-30 62 128)" stroke="${p.dark[2]}" stroke-width="1.5"`) +
          ellipse(138, 128, 15, 6, p.lit[2], ` transform="rotate(30 138 128)" stroke="${p.dark[2]}" stroke-width="1.5"`) +
          ellipse(80, 54, 12, 5, p.lit[2], ` transform="rotate(-40 80 54)" stroke="${p.dark[2]}" stroke-width="1.5"`) +
          ellipse(120, 54, 12, 5, p.lit[2], ` transform="rotate(40 120 54)" stroke="${p.dark[2]}" stroke-width="1.5"`),
      };
    case 11: // Sacrieur: tattoos
      return { front: stroke('M110,104 L116,97 L121,105 L127,98', c3, 2.5) + stroke('M56,148 L62,158 L54,170', c3, 2.5) };
    case 12: // Pandawa: round ears and eye patches
      return { head: circle(70, 62, 11, hair) + circle(130, 62, 11, hair) + ellipse(88, 94, 9, 7, hair) + ellipse(112, 94, 9, 7, hair) + circle(88, 92, 3, '#ffffff') + circle(112, 92, 3, '#ffffff') };
    case 13: // Roublard: a tilted hat (off under a cosmetic hat)
      return hat ? {} : { front: `<g transform="rotate(18 124 52)"><rect x="108" y="36" width="30" height="18" rx="5" fill="${c2}"/><rect x="108" y="46" width="30" height="4" fill="${c3}"/><rect x="100" y="52" width="46" height="5" rx="2" fill="${p.dark[3]}"/></g>` };
    case 14: // Zobal: a half mask
      return { front: path('M64,86 C66,68 100,64 100,66 L100,118 C86,120 70,112 64,100 Z', c2, ` stroke="${p.dark[3]}" stroke-width="1.5"`) + ellipse(88, 94, 5, 3.5, INK) };
    case 15: // Steamer: a diving helmet
      return {
        front:
          circle(100, 90, 40, 'none', ` stroke="${c2}" stroke-width="5"`) +
          [circle(60, 90, 3, c3), circle(140, 90, 3, c3), circle(100, 130, 3, c3)].join('') +
          `<rect x="94" y="42" width="12" height="8" rx="2" fill="${c3}"/>` +
          `<rect x="80" y="120" width="40" height="10" rx="3" fill="${c3}" stroke="${p.dark[4]}" stroke-width="1.5"/>`,
      };
    case 16: // Eliotrope: a portal ring
      return { back: ellipse(164, 118, 18, 26, 'none', ` stroke="${c3}" stroke-width="6"`) + ellipse(164, 118, 11, 18, 'none', ` stroke="${p.lit[4]}" stroke-width="2"`) };
    case 17: // Huppermage: floating runes
      return {
        back: [
          [34, 100],
          [166, 100],
          [28, 170],
          [172, 170],
        ]
          .map(([x, y]) => path(`M${x},${y! - 9} L${x! + 6},${y} L${x},${y! + 9} L${x! - 6},${y} Z`, c3, ` stroke="${p.dark[4]}" stroke-width="1.5"`))
          .join(''),
      };
    case 18: // Ouginak: dog ears and a collar
      return {
        front:
          path('M68,70 C52,74 50,106 58,118 C70,112 72,92 76,76 Z', p.dark[1]) +
          path('M132,70 C148,74 150,106 142,118 C130,112 128,92 124,76 Z', p.dark[1]) +
          `<rect x="86" y="120" width="28" height="7" rx="3" fill="${c2}"/>` + circle(100, 127, 3, c3),
      };
    default:
      return {};
  }
}

/** A cosmetic's shape variant: three per slot, chosen by the item id so the same item always looks the same. */
const variantOf = (id: number) => Math.abs(id) % 3;

function cloak(p: Palette, id: number): string {
  const [, , , c2, c3] = p.base;
  const shapes = [
    path('M64,128 L136,128 L160,262 L100,276 L40,262 Z', c2) + path('M64,128 L74,128 L52,264 L40,262 Z', c3),
    path('M64,128 L136,128 L156,266 L44,266 Z', c2) + path('M126,128 L136,128 L156,266 L144,266 Z', p.dark[3]) + `<rect x="44" y="258" width="112" height="8" fill="${c3}"/>`,
    path('M64,128 L136,128 L158,250 L146,266 L132,252 L116,268 L100,252 L84,268 L68,252 L54,266 L42,250 Z', c2) + path('M64,128 L72,128 L50,254 L42,250 Z', c3),
  ];
  return part('cloak', shapes[variantOf(id)]!);
}

function hatPart(p: Palette, id: number): string {
  const [, , , c2, c3] = p.base;
  const shapes = [
    path('M72,66 L100,8 L128,66 Z', c2) + path('M100,8 L128,66 L110,66 Z', p.dark[3]) + ellipse(100, 66, 38, 7, c3),
    `<rect x="76" y="32" width="48" height="34" rx="6" fill="${c2}"/><rect x="76" y="54" width="48" height="7" fill="${c3}"/>` + ellipse(100, 66, 46, 8, p.dark[3]),
    path('M68,70 L68,42 L82,54 L92,32 L100,48 L108,32 L118,54 L132,42 L132,70 Z', c2) + circle(100, 60, 5, c3) + `<rect x="68" y="64" width="64" height="7" fill="${c3}"/>`,
  ];
  return part('hat', shapes[variantOf(id)]!);
}

function shieldPart(p: Palette, id: number): string {
  const [, , , c2, c3] = p.base;
  const rim = ` stroke="${c3}" stroke-width="3"`;
  const shapes = [
    path('M30,162 L72,162 L72,190 L51,224 L30,190 Z', c2, rim) + stroke('M51,168 L51,212', c3, 3),
    circle(50, 192, 23, c2, rim) + circle(50, 192, 7, c3),
    `<rect x="30" y="168" width="42" height="48" rx="5" fill="${c2}"${rim}/>` + path('M30,192 L72,192 L72,198 L30,198 Z', c3),
  ];
  return part('shield', shapes[variantOf(id)]!);
}

function petPart(p: Palette, id: number): string {
  const [, , , c2, c3] = p.base;
  const eyes = circle(28, 254, 2, INK) + circle(38, 254, 2, INK);
  const shapes = [
    ellipse(34, 260, 18, 13, c2) + path('M20,252 L22,238 L30,248 Z', c2) + path('M48,252 L46,238 L38,248 Z', c2) + ellipse(34, 266, 8, 4, c3) + eyes,
    ellipse(34, 262, 14, 11, c2) + path('M20,262 L6,254 L20,256 Z', c3) + path('M46,258 L56,262 L46,266 Z', c3) + eyes,
    `<rect x="18" y="244" width="32" height="28" rx="8" fill="${c2}"/>` + `<rect x="18" y="262" width="32" height="6" fill="${c3}"/>` + eyes,
  ];
  return part('pet', shapes[variantOf(id)]!);
}

/** The look as an SVG document (a string): the same look always gives the same string. */
export function skinSvg(look: SkinLook, options: SkinSvgOptions = {}): string {
  const scale = options.scale ?? 1;
  const p = palette(look);
  const worn = (slot: SkinCosmeticSlot) => look.cosmetics[slot] ?? null;
  const hat = worn('hat');
  const details = classParts(look.classId, p, hat !== null);
  const cloakId = worn('cloak');
  const shieldId = worn('shield');
  const petId = worn('pet');
  const [viewX, viewY, viewW, viewH] = options.crop === 'head' ? [50, 16, 100, 112] : [0, 0, SKIN_VIEW_WIDTH, SKIN_VIEW_HEIGHT];
  const layers = [
    ellipse(100, 276, 52, 8, '#000000', ' fill-opacity="0.18"'),
    details.back ? part(`class-${look.classId}-back`, details.back) : '',
    cloakId !== null ? cloak(p, cloakId) : '',
    body(p, look.gender),
    part(`head-${look.head}`, hairBack(p, look.head)),
    headBase(p, look.gender),
    details.head ? part(`class-${look.classId}-head`, details.head) : '',
    part(`head-${look.head}-front`, hairFront(p, look.head)),
    face(look.face, look.gender),
    details.front ? part(`class-${look.classId}`, details.front) : '',
    hat !== null ? hatPart(p, hat) : '',
    shieldId !== null ? shieldPart(p, shieldId) : '',
    petId !== null ? petPart(p, petId) : '',
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewX} ${viewY} ${viewW} ${viewH}" width="${viewW * scale}" height="${viewH * scale}"` +
    ` data-class="${look.classId}" data-gender="${look.gender}" data-head="${look.head}" data-face="${look.face}">` +
    layers.join('') +
    '</svg>'
  );
}

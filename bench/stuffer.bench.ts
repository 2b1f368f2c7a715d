/**
 * The dofus-stuffer code: WASM codec against the plain-TS reference (engine/reference/stuffer-code.ts)
 * on the real link of research §1.5, whole calls (link → stuff, stuff → code) and the codec alone
 * (base64 + MessagePack ↔ record). Uses the full dofus catalogue of DATA_DIR (the link is a
 * Dofus 2 one), or the fixtures without it.
 */
import { createEngine } from '#engine/src/index.ts';
import { EngineCore } from '#engine/src/core.ts';
import { instantiateKernels } from '#engine/src/wasm.ts';
import { StufferCodec } from '#engine/src/stuffer-code.ts';
import { isFault } from '#game/stuffer-code-format';
import { referenceDecodeStufferCode, referenceEncodeStufferCode } from '#engine/reference/index.ts';
import { referenceDecodeStufferText, referenceEncodeStufferRecord } from '#engine/reference/stuffer-code.ts';
import { loadCatalog } from '#engine/node';
import { FIXTURE_DATA_DIR, REAL_DATA_DIR, hasRealData } from '../tests/support/catalogs.ts';
import { nsPerOp, reportEngineRows, type BenchRow } from './results.ts';

const REAL_CODE =
  'hqEwhqEwzQQGoTYHoTcDoTlkojExAaIyM80D6KExlgDMqgDMyADMhKEyzMShMwChNIKhNQKhNgahNdwAEM01Wc0s0s0tvc01Ws0szM0t2s0t2s0C480bg80Cts0DzM1xz80C4c194M19382B+Q==';
const LINK = `https://www.dofusbook.net/fr/equipement/dofus-stuffer/objets?stuff=${encodeURIComponent(REAL_CODE)}`;

const catalog = await loadCatalog(hasRealData ? REAL_DATA_DIR : FIXTURE_DATA_DIR, 'dofus');
const source = hasRealData ? 'full dofus catalogue' : 'dofus fixtures';
const engine = await createEngine({ variant: 'dofus', catalog });
const codec = new StufferCodec(new EngineCore('dofus', catalog, await instantiateKernels()));

const stuff = engine.decodeStufferCode(LINK);
const record = codec.decodeText(REAL_CODE);
if (isFault(record)) throw new Error(`bench: the real code does not decode (${record.error})`);
if (engine.encodeStufferCode(stuff) !== REAL_CODE || referenceEncodeStufferCode(catalog, stuff) !== REAL_CODE) {
  throw new Error('bench: the real code does not encode back to itself');
}
if (JSON.stringify(referenceDecodeStufferCode(catalog, LINK)) !== JSON.stringify(stuff)) throw new Error('bench: WASM and reference decode differ');

const N = 50_000;
const repeat = (run: () => unknown) => () => {
  for (let i = 0; i < N; i++) run();
};
const rows: BenchRow[] = [
  {
    name: `decodeStufferCode, real §1.5 link → stuff (${source})`,
    wasm_ns_per_op: nsPerOp(N, repeat(() => engine.decodeStufferCode(LINK))),
    ref_ns_per_op: nsPerOp(N, repeat(() => referenceDecodeStufferCode(catalog, LINK))),
  },
  {
    name: `encodeStufferCode, real §1.5 stuff → code (${source})`,
    wasm_ns_per_op: nsPerOp(N, repeat(() => engine.encodeStufferCode(stuff))),
    ref_ns_per_op: nsPerOp(N, repeat(() => referenceEncodeStufferCode(catalog, stuff))),
  },
  {
    name: 'dofus-stuffer codec only: code → record (base64 + MessagePack)',
    wasm_ns_per_op: nsPerOp(N, repeat(() => codec.decodeText(REAL_CODE))),
    ref_ns_per_op: nsPerOp(N, repeat(() => referenceDecodeStufferText(REAL_CODE))),
  },
  {
    name: 'dofus-stuffer codec only: record → code',
    wasm_ns_per_op: nsPerOp(N, repeat(() => codec.encodeRecord(record))),
    ref_ns_per_op: nsPerOp(N, repeat(() => referenceEncodeStufferRecord(record))),
  },
];

reportEngineRows(rows);

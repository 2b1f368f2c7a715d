/**
 * The kill -9 harness (issue 22): a real server process under a write load of several members —
 * stuff saves, item and characteristic edits, workshop additions and gathered counts — is killed
 * with SIGKILL mid-load, restarted on the same database, and every write it acknowledged (a 2xx
 * received) is read back; nothing may be half-written (a stuff's items and characteristics, a
 * workshop addition's crafts, a craft's gathered counts: all of one write or none of it).
 *
 * Each member works in sequence, so at most one of its writes is in flight when the process dies:
 * the state read back must be the last acknowledged one, or that of the write in flight.
 */
import { hashPassword } from '#server/modules/auth/passwords';
import { openDatabase } from '#server/db/connection';
import { UserRepository } from '#server/modules/users/repository';
import { scratchDatabase, startServer, type FaultDialect, type ServerProcess } from './server-process.ts';

/** The fixtures' Bouftou set, slot by slot, and the Gelano's first three ingredients. */
const BOUFTOU: Record<string, number> = { ch: 2411, ca: 2414, a1: 2419, bo: 2422, am: 2425, ce: 2428 };
const BOUFTOU_SIZE = Object.keys(BOUFTOU).length;
const CRAFTED = [2411, 2414, 2419];
const GELANO = 2469;
const GELANO_INGREDIENTS = [757, 368, 370];

export interface KillOptions {
  dialect: FaultDialect;
  members?: number;
  /** How long the load runs before the kill (ms). */
  loadMs?: number;
  /** Kill / restart rounds. */
  rounds?: number;
  log?: (line: string) => void;
}

export interface KillReport {
  dialect: FaultDialect;
  rounds: number;
  /** Writes acknowledged (2xx) before the kills, all checked after the restarts. */
  acknowledged: number;
  /** Writes without an answer when the process died (either state accepted). */
  inFlight: number;
  /** Writes refused with a status (other than a dropped connection): should be none. */
  refused: string[];
  /** What was wrong after a restart: none when the server kept its promises. */
  problems: string[];
}

interface StuffState {
  items: number;
  strength: number;
}

interface Member {
  name: string;
  token: string;
  /** Stuff id → its acknowledged state and version; `pending` the state of a write in flight. */
  stuffs: Map<number, { state: StuffState; version: number; pending?: StuffState }>;
  /** Names of saves acknowledged, and the one in flight. */
  saved: Set<string>;
  pendingSave?: string;
  /** Quantities of acknowledged workshop additions (3 crafts each), and the one in flight. */
  added: Set<number>;
  pendingAdd?: number;
  gelanoId: number;
  gathered: number;
  pendingGathered?: number;
  steps: number;
}


async function request(server: ServerProcess, member: Member | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(member ? { authorization: `Bearer ${member.token}` } : {}), 'x-lang': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function stuffBody(name: string, state: StuffState) {
  return {
    id: 0,
    mode: 'local',
    name,
    classId: 8,
    level: 150,
    gender: 0,
    points: { strength: state.strength },
    scrolls: { strength: state.strength },
    items: state.items === 0 ? {} : BOUFTOU,
    rolls: {},
    forgemagie: {},
    boosts: [],
  };
}

function stateOf(stored: { stuff: { items: Record<string, number>; points: Record<string, number>; scrolls: Record<string, number> } }): StuffState | string {
  const items = Object.keys(stored.stuff.items).length;
  const strength = stored.stuff.points.strength ?? 0;
  if (items !== 0 && items !== Object.keys(BOUFTOU).length) return `${items} items of ${Object.keys(BOUFTOU).length}`;
  if ((stored.stuff.scrolls.strength ?? 0) !== strength) return `points ${strength} but scrolls ${stored.stuff.scrolls.strength ?? 0}`;
  return { items, strength };
}

const same = (a: StuffState | undefined, b: StuffState) => a !== undefined && a.items === b.items && a.strength === b.strength;

/** One member's writes, one after another, until `stop()` or a dropped connection. */
async function memberLoad(server: ServerProcess, member: Member, index: number, running: () => boolean, report: KillReport): Promise<void> {
  while (running()) {
    // The step counts on across rounds: every write's mark is unique.
    const step = member.steps++;
    const kind = step % 4;
    const mark = 1 + index * 10_000 + step;
    try {
      if (kind === 0) {
        const name = `kill ${index}-${step}`;
        const state = { items: step % 8 === 0 ? BOUFTOU_SIZE : 0, strength: mark % 100 };
        member.pendingSave = name;
        const answer = await request(server, member, 'POST', '/api/stuffs/retro/private/save', stuffBody(name, state));
        if (answer.status !== 200) {
          report.refused.push(`save ${answer.status} ${JSON.stringify(answer.body)}`);
          continue;
        }
        member.saved.add(name);
        member.pendingSave = undefined;
        member.stuffs.set(answer.body.id, { state, version: answer.body.version });
        report.acknowledged++;
      } else if (kind === 1) {
        const [id, entry] = [...member.stuffs].at(-1 - (step % 3)) ?? [...member.stuffs].at(-1)!;
        const empty = entry.state.items > 0;
        const state = { items: empty ? 0 : BOUFTOU_SIZE, strength: entry.state.strength };
        entry.pending = state;
        const answer = empty
          ? await request(server, member, 'DELETE', `/api/stuffs/retro/private/${id}/items?version=${entry.version}`)
          : await request(server, member, 'PUT', `/api/stuffs/retro/private/${id}/items`, { version: entry.version, items: BOUFTOU });
        if (answer.status !== 200) {
          report.refused.push(`items ${answer.status} ${JSON.stringify(answer.body)}`);
          entry.pending = undefined;
          continue;
        }
        member.stuffs.set(id, { state, version: answer.body.version });
        report.acknowledged++;
        // The characteristics, points and scrolls together.
        const next = { items: state.items, strength: mark % 100 };
        member.stuffs.get(id)!.pending = next;
        const caracs = await request(server, member, 'PUT', `/api/stuffs/retro/private/${id}/caracs`, {
          version: answer.body.version,
          points: { strength: next.strength },
          scrolls: { strength: next.strength },
        });
        if (caracs.status !== 200) {
          report.refused.push(`caracs ${caracs.status} ${JSON.stringify(caracs.body)}`);
          member.stuffs.get(id)!.pending = undefined;
          continue;
        }
        member.stuffs.set(id, { state: next, version: caracs.body.version });
        report.acknowledged++;
      } else if (kind === 2) {
        member.pendingAdd = mark;
        const answer = await request(server, member, 'POST', '/api/crafts/some', { game: 'retro', crafts: CRAFTED.map((item_id) => ({ item_id, quantity: mark })) });
        if (answer.status !== 200) {
          report.refused.push(`crafts ${answer.status} ${JSON.stringify(answer.body)}`);
          continue;
        }
        member.added.add(mark);
        member.pendingAdd = undefined;
        report.acknowledged++;
      } else {
        member.pendingGathered = mark;
        const answer = await request(server, member, 'PUT', '/api/crafts', {
          game: 'retro',
          ingredients: GELANO_INGREDIENTS.map((item_id) => ({ craft_id: member.gelanoId, item_id, gathered: mark })),
        });
        if (answer.status !== 200) {
          report.refused.push(`ingredients ${answer.status} ${JSON.stringify(answer.body)}`);
          continue;
        }
        member.gathered = mark;
        member.pendingGathered = undefined;
        report.acknowledged++;
      }
    } catch {
      // The connection dropped: the process is gone. This write stays in flight.
      return;
    }
  }
}

/** Reads every member's data back and says what is missing or half-written. */
async function check(server: ServerProcess, members: Member[], report: KillReport): Promise<void> {
  for (const member of members) {
    const list = await request(server, member, 'GET', '/api/stuffs/retro/private/list');
    const names = new Set<string>((list.body.rows as { name: string }[]).map((stuff: { name: string }) => stuff.name));
    for (const name of member.saved) if (!names.has(name)) report.problems.push(`${member.name}: acknowledged save "${name}" missing`);
    for (const name of names) {
      if (name.startsWith('kill ') && !member.saved.has(name) && name !== member.pendingSave) report.problems.push(`${member.name}: unknown stuff "${name}"`);
    }
    if (member.pendingSave && names.has(member.pendingSave)) report.inFlight++;
    for (const [id, entry] of member.stuffs) {
      const read = await request(server, member, 'GET', `/api/stuffs/retro/private/${id}`);
      if (read.status !== 200) {
        report.problems.push(`${member.name}: stuff ${id} answers ${read.status}`);
        continue;
      }
      const state = stateOf(read.body);
      if (typeof state === 'string') report.problems.push(`${member.name}: stuff ${id} half-written: ${state}`);
      else if (!same(entry.state, state) && !same(entry.pending, state)) {
        report.problems.push(`${member.name}: stuff ${id} is ${JSON.stringify(state)}, acknowledged ${JSON.stringify(entry.state)}`);
      } else if (entry.pending) report.inFlight++;
      if (typeof state !== 'string') member.stuffs.set(id, { state, version: read.body.version });
    }
    const workshop = await request(server, member, 'GET', '/api/crafts/0?game=retro');
    const rows = workshop.body.rows as { id: number; item_id: number; parent_id: number | null; quantity: number; gathered: { item_id: number; gathered: number }[] }[];
    const byQuantity = new Map<number, number[]>();
    for (const row of rows) {
      if (row.parent_id !== null || row.id === member.gelanoId) continue;
      byQuantity.set(row.quantity, [...(byQuantity.get(row.quantity) ?? []), row.item_id]);
    }
    for (const quantity of member.added) {
      if ((byQuantity.get(quantity) ?? []).sort().join() !== CRAFTED.join()) report.problems.push(`${member.name}: acknowledged workshop addition ${quantity} is ${JSON.stringify(byQuantity.get(quantity) ?? [])}`);
    }
    for (const [quantity, items] of byQuantity) {
      if (member.added.has(quantity)) continue;
      if (quantity !== member.pendingAdd) report.problems.push(`${member.name}: unknown workshop addition ${quantity}`);
      else if (items.sort().join() !== CRAFTED.join()) report.problems.push(`${member.name}: workshop addition ${quantity} half-written: ${JSON.stringify(items)}`);
      else {
        report.inFlight++;
        member.added.add(quantity);
      }
    }
    member.pendingAdd = undefined;
    const gelano = rows.find((row) => row.id === member.gelanoId);
    const counts = GELANO_INGREDIENTS.map((item) => gelano?.gathered.find((entry) => entry.item_id === item)?.gathered ?? 0);
    if (new Set(counts).size !== 1) report.problems.push(`${member.name}: the Gelano's gathered counts half-written: ${counts.join(', ')}`);
    else if (counts[0] !== member.gathered && counts[0] !== member.pendingGathered) report.problems.push(`${member.name}: the Gelano's gathered counts are ${counts[0]}, acknowledged ${member.gathered}`);
    else if (counts[0] === member.pendingGathered) {
      report.inFlight++;
      member.gathered = counts[0]!;
    }
    member.pendingGathered = undefined;
    if (member.pendingSave && names.has(member.pendingSave)) member.saved.add(member.pendingSave);
    member.pendingSave = undefined;
  }
}

export async function runKillHarness(options: KillOptions): Promise<KillReport> {
  const log = options.log ?? (() => undefined);
  const database = await scratchDatabase(options.dialect);
  const report: KillReport = { dialect: options.dialect, rounds: 0, acknowledged: 0, inFlight: 0, refused: [], problems: [] };
  let server: ServerProcess | undefined;
  try {
    server = await startServer(database.env);
    const port = server.port;
    log(`server ${server.child.pid} on ${server.url} (${options.dialect})`);
    // Members made directly in the database (activated), then signed in through the API.
    const handle = openDatabase({ databaseUrl: database.url, sqliteFile: database.sqliteFile });
    const users = new UserRepository(handle.db);
    const hash = await hashPassword('kill-pw');
    const members: Member[] = [];
    try {
      for (let index = 0; index < (options.members ?? 4); index++) {
        const name = `Killed${index}${Math.random().toString(36).slice(2, 7)}`;
        await users.create({ name, email: `${name}@example.test`, password_hash: hash, role_id: 50, email_verified: 1, lang: 'en', privacy_mode: 1 });
        const login = await request(server, undefined, 'POST', '/api/auth/login', { login: name, password: 'kill-pw' });
        if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
        const member: Member = { name, token: login.body.token, stuffs: new Map(), saved: new Set(), added: new Set(), gelanoId: 0, gathered: 0, steps: 0 };
        const gelano = await request(server, member, 'POST', '/api/crafts', { game: 'retro', item_id: GELANO, quantity: 1 });
        if (gelano.status !== 200) throw new Error(`Gelano: ${JSON.stringify(gelano.body)}`);
        member.gelanoId = gelano.body.rows[0].id;
        const first = await request(server, member, 'POST', '/api/stuffs/retro/private/save', stuffBody(`first ${index}`, { items: BOUFTOU_SIZE, strength: 1 }));
        if (first.status !== 200) throw new Error(`save: ${JSON.stringify(first.body)}`);
        member.stuffs.set(first.body.id, { state: { items: BOUFTOU_SIZE, strength: 1 }, version: first.body.version });
        members.push(member);
      }
    } finally {
      await handle.close();
    }
    for (let round = 0; round < (options.rounds ?? 2); round++) {
      let running = true;
      const loads = members.map((member, index) => memberLoad(server!, member, index, () => running, report));
      await new Promise((resolve) => setTimeout(resolve, options.loadMs ?? 1500));
      const before = report.acknowledged;
      await server.kill9();
      running = false;
      await Promise.all(loads);
      log(`round ${round + 1}: killed with SIGKILL after ${before} acknowledged writes in all`);
      server = await startServer(database.env, { port });
      await check(server, members, report);
      report.rounds++;
      log(`round ${round + 1}: restarted; ${report.problems.length} problem(s), ${report.inFlight} write(s) in flight found applied`);
    }
    return report;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

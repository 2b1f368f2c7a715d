/**
 * The draft's first sheet asked by the page's early start (issue 23): the stored draft read without
 * the contract's schemas gives the input the app's own read gives (so the app can take the early
 * answer), the question and its answer over the worker's port (not Comlink's messages), taken once,
 * and the app's prefetch that takes the answer only for its own input.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { StuffInput } from '#game/stuff';
import { Stuff } from '#contract/stuff';
import { LOCAL_STUFF_KEY, storedDraftInput } from '#web/entities/stuff/model/local-draft.ts';
import { newLocalStuff, peekLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import {
  askEarlyDraftSheet,
  EARLY_DRAFT_SHEET,
  EARLY_STARTED,
  whenEarlyDraftAnswered,
  whenEngineWorkerStarted,
  earlyDraftSheetRequest,
  takeEarlyDraftSheet,
  type EarlyDraftAnswer,
} from '#web/lib/engine/early-engine-worker.ts';
import type { StuffInspection } from '#web/lib/engine/engine.worker.ts';

const bridge = vi.hoisted(() => ({ adoptFirstSheet: vi.fn(), inspectStuff: vi.fn() }));
vi.mock('#web/lib/engine/worker-manager.ts', () => ({ engineBridge: bridge }));
const { isSameDraft, prefetchDraftSheet } = await import('#web/app/draft-sheet.ts');

const DRAFT = {
  id: 0,
  mode: 'local',
  name: 'Mon Cra',
  classId: 9,
  level: 187,
  gender: 1,
  points: { agility: 390 },
  scrolls: { agility: 100, vitality: 100 },
  items: { ch: 2411, ca: 2414, ar: 8291 },
  rolls: { ch: { agility: 40 } },
  forgemagie: { range: 1 },
  boosts: [{ effect: 'agility', value: 80, count: 1, active: true }],
};

const inspection = (vitality: number) => ({ sheet: { vitality }, unmetConditions: [], ruleViolations: [] }) as unknown as StuffInspection;

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** A worker's port that answers the early question with `answer` (or nothing), and records what it was sent. */
function fakeWorker(answer?: (input: StuffInput) => { inspection?: StuffInspection; error?: string }) {
  const { port1, port2 } = new MessageChannel();
  const received: unknown[] = [];
  port2.addEventListener('message', (event) => {
    received.push(event.data);
    const request = earlyDraftSheetRequest(event.data);
    if (request && answer) port2.postMessage({ [EARLY_DRAFT_SHEET]: answer(request.input) });
  });
  port2.start();
  port1.start();
  return { worker: port1 as unknown as Worker, received, close: () => (port1.close(), port2.close()) };
}

afterEach(() => {
  takeEarlyDraftSheet();
  bridge.adoptFirstSheet.mockReset();
  bridge.inspectStuff.mockReset();
});

describe('the stored draft read by the early start', () => {
  it('is the input the app computes: none stored (the new draft), a full draft, a draft the contract completes', () => {
    expect(storedDraftInput(null)).toEqual(toStuffInput(newLocalStuff()));
    const raw = JSON.stringify(DRAFT);
    const app = toStuffInput(peekLocalStuff(memoryStorage({ [LOCAL_STUFF_KEY]: raw }))!);
    expect(isSameDraft({ variant: 'retro', input: storedDraftInput(raw)! }, 'retro', app)).toBe(true);
    expect(app).toEqual(toStuffInput(Stuff.parse(DRAFT)));
    // Another game, or another draft, is not the same question.
    expect(isSameDraft({ variant: 'dofus', input: storedDraftInput(raw)! }, 'retro', app)).toBe(false);
    expect(isSameDraft({ variant: 'retro', input: { ...storedDraftInput(raw)!, level: 186 } }, 'retro', app)).toBe(false);
  });

  it('is nothing for a text that is not a draft (the app’s own read reports it)', () => {
    for (const raw of ['{', '[]', 'null', '42', '"x"', JSON.stringify({ level: 3, items: {} }), JSON.stringify({ classId: 1, level: 3 })]) {
      expect(storedDraftInput(raw), raw).toBeUndefined();
    }
  });
});

describe('the early question to the worker', () => {
  it('is posted under its own key (not a Comlink call), marked, and its answer is kept for the app once', async () => {
    const fake = fakeWorker(() => ({ inspection: inspection(1234) }));
    const input = storedDraftInput(JSON.stringify(DRAFT))!;
    askEarlyDraftSheet(fake.worker, 'retro', input);
    expect(performance.getEntriesByName('tofulab:first-sheet-asked').length).toBeGreaterThan(0);
    const early = takeEarlyDraftSheet()!;
    expect(takeEarlyDraftSheet()).toBeUndefined();
    expect(early.variant).toBe('retro');
    expect(early.input).toEqual(input);
    const answer = (await early.answer) as Extract<EarlyDraftAnswer, { inspection: unknown }>;
    expect(answer.inspection).toEqual(inspection(1234));
    expect(answer.receivedAt).toBeGreaterThanOrEqual(early.askedAt);
    expect(fake.received).toEqual([{ [EARLY_DRAFT_SHEET]: { variant: 'retro', input } }]);
    expect(earlyDraftSheetRequest(fake.received[0])).toEqual({ variant: 'retro', input });
    fake.close();
  });

  it('the worker’s error is an answer without a sheet; other messages are not questions', async () => {
    const fake = fakeWorker(() => ({ error: 'catalogue unavailable' }));
    askEarlyDraftSheet(fake.worker, 'retro', storedDraftInput(null)!);
    await expect(takeEarlyDraftSheet()!.answer).resolves.toEqual({ error: 'catalogue unavailable' });
    for (const data of [null, 'x', { id: 'a', type: 'APPLY', path: ['inspectStuff'] }, { [EARLY_DRAFT_SHEET]: { variant: 'retro' } }, { [EARLY_DRAFT_SHEET]: { variant: 3, input: {} } }]) {
      expect(earlyDraftSheetRequest(data)).toBeUndefined();
    }
    fake.close();
  });

  it('leaves Comlink’s calls on the same port alone, and Comlink ignores the answer', async () => {
    const { port1, port2 } = new MessageChannel();
    // The worker's order: the early listener first, stopping its own messages, then Comlink's.
    port2.addEventListener('message', (event) => {
      const request = earlyDraftSheetRequest(event.data);
      if (!request) return;
      event.stopImmediatePropagation();
      port2.postMessage({ [EARLY_DRAFT_SHEET]: { inspection: inspection(request.input.level) } });
    });
    const calls: string[] = [];
    Comlink.expose({ ping: (value: string) => (calls.push(value), `pong ${value}`) }, port2 as unknown as Comlink.Endpoint);
    askEarlyDraftSheet(port1 as unknown as Worker, 'retro', storedDraftInput(null)!);
    const remote = Comlink.wrap<{ ping(value: string): string }>(port1 as unknown as Comlink.Endpoint);
    await expect(remote.ping('a')).resolves.toBe('pong a');
    const answer = (await takeEarlyDraftSheet()!.answer) as Extract<EarlyDraftAnswer, { inspection: unknown }>;
    expect(answer.inspection).toEqual(inspection(200));
    expect(calls).toEqual(['a']);
    port1.close();
    port2.close();
  });
});

describe('the app waiting for the early worker', () => {
  it('runs once the worker says it started, not on its other messages; or on its error; or after the cap', async () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget() as unknown as Worker;
      const said = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
      let started = false;
      void whenEngineWorkerStarted(target, 150).then(() => (started = true));
      said({ [EARLY_DRAFT_SHEET]: { error: 'x' } });
      said({ id: 'comlink' });
      await vi.advanceTimersByTimeAsync(100);
      expect(started).toBe(false);
      said({ [EARLY_STARTED]: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(true);

      let afterError = false;
      void whenEngineWorkerStarted(target, 150).then(() => (afterError = true));
      target.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
      expect(afterError).toBe(true);

      let afterCap = false;
      void whenEngineWorkerStarted(target, 150).then(() => (afterCap = true));
      await vi.advanceTimersByTimeAsync(149);
      expect(afterCap).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(afterCap).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a draft page’s app waiting for the first sheet', () => {
  it('runs once the early answer is in (a sheet, or the worker’s error), not on the worker’s start; or after the cap', async () => {
    vi.useFakeTimers();
    try {
      const posted: unknown[] = [];
      const target = Object.assign(new EventTarget(), { postMessage: (data: unknown) => posted.push(data) }) as unknown as Worker;
      const said = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
      let ran = false;
      void whenEarlyDraftAnswered(askEarlyDraftSheet(target, 'retro', storedDraftInput(null)!), 600).then(() => (ran = true));
      said({ [EARLY_STARTED]: true });
      said({ id: 'comlink' });
      await vi.advanceTimersByTimeAsync(400);
      expect(ran).toBe(false);
      said({ [EARLY_DRAFT_SHEET]: { inspection: inspection(1000) } });
      await vi.advanceTimersByTimeAsync(0);
      expect(ran).toBe(true);
      // The app then takes that answer for its first render.
      await expect(takeEarlyDraftSheet()!.answer).resolves.toMatchObject({ inspection: inspection(1000) });

      let afterError = false;
      void whenEarlyDraftAnswered(askEarlyDraftSheet(target, 'retro', storedDraftInput(null)!), 600).then(() => (afterError = true));
      target.dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(0);
      expect(afterError).toBe(true);
      await expect(takeEarlyDraftSheet()!.answer).resolves.toEqual({ error: 'the engine worker failed' });

      // A slow catalogue (a first visit's download): the app runs at the cap, and takes the answer when it comes.
      let afterCap = false;
      void whenEarlyDraftAnswered(askEarlyDraftSheet(target, 'retro', storedDraftInput(null)!), 600).then(() => (afterCap = true));
      await vi.advanceTimersByTimeAsync(599);
      expect(afterCap).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(afterCap).toBe(true);
      const late = takeEarlyDraftSheet()!;
      said({ [EARLY_DRAFT_SHEET]: { inspection: inspection(7) } });
      await expect(late.answer).resolves.toMatchObject({ inspection: inspection(7) });
      expect(posted).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the draft builder’s prefetch', () => {
  function withDraft(raw: string | null): () => void {
    const storage = memoryStorage(raw === null ? {} : { [LOCAL_STUFF_KEY]: raw });
    vi.stubGlobal('localStorage', storage);
    return () => vi.unstubAllGlobals();
  }
  const key = (input: StuffInput) => ['stuff-inspection', 'retro', input];

  it('takes the early answer for the same draft: no second question, marked as the first sheet when it was received', async () => {
    const restore = withDraft(JSON.stringify(DRAFT));
    const fake = fakeWorker(() => ({ inspection: inspection(777) }));
    askEarlyDraftSheet(fake.worker, 'retro', storedDraftInput(JSON.stringify(DRAFT))!);
    const client = new QueryClient();
    prefetchDraftSheet(client);
    const input = toStuffInput(Stuff.parse(DRAFT));
    await vi.waitFor(() => expect(client.getQueryData(key(input))).toEqual(inspection(777)));
    expect(bridge.inspectStuff).not.toHaveBeenCalled();
    expect(bridge.adoptFirstSheet).toHaveBeenCalledWith('retro', expect.any(Number));
    restore();
    fake.close();
  });

  it('asks the engine itself when the early answer is for another draft, or is an error', async () => {
    bridge.inspectStuff.mockImplementation(async (_variant: string, input: StuffInput) => inspection(input.level));
    const restore = withDraft(JSON.stringify(DRAFT));
    const other = fakeWorker(() => ({ inspection: inspection(1) }));
    askEarlyDraftSheet(other.worker, 'retro', { ...storedDraftInput(JSON.stringify(DRAFT))!, level: 12 });
    const client = new QueryClient();
    prefetchDraftSheet(client);
    const input = toStuffInput(Stuff.parse(DRAFT));
    await vi.waitFor(() => expect(client.getQueryData(key(input))).toEqual(inspection(187)));
    expect(bridge.adoptFirstSheet).not.toHaveBeenCalled();

    const failing = fakeWorker(() => ({ error: 'no catalogue' }));
    askEarlyDraftSheet(failing.worker, 'retro', storedDraftInput(JSON.stringify(DRAFT))!);
    const second = new QueryClient();
    prefetchDraftSheet(second);
    await vi.waitFor(() => expect(second.getQueryData(key(input))).toEqual(inspection(187)));
    expect(bridge.inspectStuff).toHaveBeenCalledTimes(2);
    expect(bridge.adoptFirstSheet).not.toHaveBeenCalled();
    restore();
    other.close();
    failing.close();
  });
});

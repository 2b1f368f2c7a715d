/**
 * The worker bridge with a fake worker: a MessageChannel whose far end exposes a stand-in engine
 * through Comlink, as the real worker does.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatSheet, StuffInput } from '#engine';
import { EngineBridge } from '#web/lib/engine/engine-client.ts';
import { offerEarlyEngineWorker, takeEarlyEngineWorker } from '#web/lib/engine/early-engine-worker.ts';

interface FakeWorker {
  worker: Worker;
  terminated: boolean;
  release: () => void;
}

function fakeWorker(computeStats: (variant: string, stuff: StuffInput) => Promise<StatSheet>, calls: Record<string, unknown> = {}): FakeWorker {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose({ computeStats, ...calls }, port2 as unknown as Comlink.Endpoint);
  const fake: FakeWorker = {
    terminated: false,
    release: () => {
      port1.close();
      port2.close();
    },
    worker: Object.assign(port1, {
      terminate() {
        fake.terminated = true;
        fake.release();
      },
      onerror: null,
    }) as unknown as Worker,
  };
  return fake;
}

const sheet = (level: number) => ({ variant: 'retro', level }) as unknown as StatSheet;
const stuff: StuffInput = { classId: 1, level: 42, items: {} };
const started: FakeWorker[] = [];

afterEach(() => {
  vi.useRealTimers();
  for (const fake of started.splice(0)) fake.release();
});

function bridgeWith(computeStats: (variant: string, stuff: StuffInput) => Promise<StatSheet>, idleMs = 1_000, calls: Record<string, unknown> = {}) {
  const bridge = new EngineBridge(() => {
    const fake = fakeWorker(computeStats, calls);
    started.push(fake);
    return fake.worker;
  }, idleMs);
  return bridge;
}

describe('engine bridge', () => {
  it('starts the worker on the first call and answers through it', async () => {
    const bridge = bridgeWith(async (_variant, input) => sheet(input.level));
    expect(started).toHaveLength(0);
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(42));
    await expect(bridge.computeStats('retro', { ...stuff, level: 7 })).resolves.toEqual(sheet(7));
    expect(started).toHaveLength(1);
    bridge.terminate();
  });

  it('rejects a pending call when its signal aborts, and keeps the worker for the next call', async () => {
    let release: (value: StatSheet) => void = () => undefined;
    const bridge = bridgeWith(() => new Promise<StatSheet>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const pending = bridge.computeStats('retro', stuff, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(started[0].terminated).toBe(false);
    release(sheet(1));
    bridge.terminate();
  });

  it('stops the worker when a Cacminator search is aborted (a WASM loop cannot be interrupted) and starts a new one next', async () => {
    const bridge = bridgeWith(async (_variant, input) => sheet(input.level), 1_000, { cacminator: () => new Promise(() => undefined) });
    const controller = new AbortController();
    const pending = bridge.cacminator('retro', { stuff }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(started[0].terminated).toBe(true);
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(42));
    expect(started).toHaveLength(2);
    bridge.terminate();
  });

  it('runs again on a new worker a call that was running when another call’s abort stopped the worker', async () => {
    let calls = 0;
    let firstArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    // The first worker never answers the sheet (it is busy); the next one does.
    const bridge = bridgeWith(
      (_variant, input) => {
        calls += 1;
        if (calls > 1) return Promise.resolve(sheet(input.level));
        firstArrived();
        return new Promise<StatSheet>(() => undefined);
      },
      1_000,
      { cacminator: () => new Promise(() => undefined) },
    );
    const sheetCall = bridge.computeStats('retro', stuff);
    await arrived;
    const controller = new AbortController();
    const search = bridge.cacminator('retro', { stuff }, controller.signal);
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    await expect(sheetCall).resolves.toEqual(sheet(42));
    expect(started[0].terminated).toBe(true);
    expect(started).toHaveLength(2);
    bridge.terminate();
  });

  it('refuses a call whose signal is already aborted without starting a worker', async () => {
    const bridge = bridgeWith(async () => sheet(1));
    const controller = new AbortController();
    controller.abort();
    await expect(bridge.computeStats('retro', stuff, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(started).toHaveLength(0);
  });

  it('shuts the worker down when idle and starts a new one on the next call', async () => {
    const bridge = bridgeWith(async (_variant, input) => sheet(input.level), 50);
    await bridge.computeStats('retro', stuff);
    expect(started[0].terminated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(started[0].terminated).toBe(true);
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(42));
    expect(started).toHaveLength(2);
    bridge.terminate();
  });

  it('does not shut down while a call is still running', async () => {
    let release: (value: StatSheet) => void = () => undefined;
    const bridge = bridgeWith(() => new Promise<StatSheet>((resolve) => (release = resolve)), 20);
    const pending = bridge.computeStats('retro', stuff);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(started[0].terminated).toBe(false);
    release(sheet(3));
    await expect(pending).resolves.toEqual(sheet(3));
    bridge.terminate();
  });

  it('takes the worker the page started early (issue 23) for its first call, once, then starts its own after it stopped', async () => {
    const early = fakeWorker(async (_variant, input) => sheet(input.level + 1000));
    started.push(early);
    offerEarlyEngineWorker(early.worker);
    const bridge = bridgeWith(async (_variant, input) => sheet(input.level));
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(1042));
    expect(started).toHaveLength(1); // no worker of its own
    bridge.terminate();
    expect(early.terminated).toBe(true);
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(42));
    expect(started).toHaveLength(2);
    expect(takeEarlyEngineWorker()).toBeUndefined();
    bridge.terminate();
  });

  it('leaves an early worker that failed before its first call, stopped, and starts its own', async () => {
    const early = fakeWorker(async () => sheet(0));
    started.push(early);
    offerEarlyEngineWorker(early.worker);
    early.worker.dispatchEvent(new Event('error'));
    const bridge = bridgeWith(async (_variant, input) => sheet(input.level));
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(42));
    expect(early.terminated).toBe(true);
    expect(started).toHaveLength(2);
    bridge.terminate();
  });

  it('does not take the early worker when told not to (a bridge of its own)', async () => {
    const early = fakeWorker(async () => sheet(0));
    started.push(early);
    offerEarlyEngineWorker(early.worker);
    const bridge = new EngineBridge(
      () => {
        const fake = fakeWorker(async (_variant, input) => sheet(input.level));
        started.push(fake);
        return fake.worker;
      },
      1_000,
      false,
    );
    await expect(bridge.computeStats('retro', stuff)).resolves.toEqual(sheet(42));
    expect(started).toHaveLength(2);
    expect(takeEarlyEngineWorker()).toBe(early.worker);
    bridge.terminate();
  });
});

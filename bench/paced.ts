/**
 * An open-loop load generator at an even pace: request i of a step leaves at t0 + i / rate, whatever
 * the answers before it, over keep-alive connections (as many as the requests in flight need), and its
 * latency is counted from that scheduled time to the end of its answer, so a server that falls behind
 * is charged for the wait of the requests queued behind (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: each of its connections sends its share of a second back to back
 * as soon as the second starts, every connection on the same clock, so "25 req/s" on 16 connections is
 * a burst of 16 concurrent requests each second, and its latency histogram is corrected with an
 * expected interval of 1 ms (ceil(1 / rate)), which adds a ghost sample per millisecond of every slow
 * answer. At 25 req/s that measured the bursts, not the server (README, issue 22).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rate: number;
  /** Answers received per second of the step. */
  achieved: number;
  requests: number;
  /** Answers ≥ 400 (304 is a success), connection errors and timeouts. */
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

const TIMEOUT_MS = 10_000;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]! * 10) / 10;
}

/** `seconds` of `rate` requests per second to `base`, each made by `next()` when its time comes. */
export async function pacedStep(base: string, rate: number, seconds: number, next: () => PacedRequest): Promise<PacedResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  let pending = 0;
  let sent = 0;
  const start = performance.now() + 20;
  let lastEnd = start;
  let allSent!: () => void;
  const drained = new Promise<void>((resolve) => (allSent = resolve));

  const finish = (scheduled: number, failed: boolean) => {
    const end = performance.now();
    latencies.push(end - scheduled);
    lastEnd = Math.max(lastEnd, end);
    if (failed) errors++;
    pending--;
    if (pending === 0 && sent === total) allSent();
  };

  const send = (scheduled: number) => {
    const request = next();
    pending++;
    let done = false;
    const once = (failed: boolean) => {
      if (done) return;
      done = true;
      finish(scheduled, failed);
    };
    const outgoing = http.request(
      { agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-length': Buffer.byteLength(request.body) }) } },
      (answer) => {
        answer.on('data', () => undefined);
        answer.on('end', () => once((answer.statusCode ?? 500) >= 400));
        answer.on('error', () => once(true));
      },
    );
    outgoing.setTimeout(TIMEOUT_MS, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => once(true));
    outgoing.end(request.body);
  };

  while (sent < total) {
    const now = performance.now();
    // Every request whose time has come leaves now (a late timer sends the ones it owes at once).
    while (sent < total && start + (sent * 1000) / rate <= now) {
      send(start + (sent * 1000) / rate);
      sent++;
    }
    if (sent < total) await sleep(Math.max(0, start + (sent * 1000) / rate - performance.now()));
  }
  if (pending > 0) await drained;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    achieved: Math.round(total / ((lastEnd - start) / 1000)),
    requests: total,
    errors,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: percentile(latencies, 1),
  };
}

/**
 * Issue 22, faults: the built server killed with SIGKILL during a write load of several members
 * (stuff saves, item and characteristic edits, workshop additions, gathered counts), restarted on
 * the same database: every acknowledged write is there and nothing is half-written
 * (scripts/faults/kill-harness.ts, also `npm run fault:kill`). On SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { runKillHarness } from '../../scripts/faults/kill-harness.ts';
import { describeEachDatabase } from './support/harness.ts';

describeEachDatabase('kill -9 during a write load', (dialect) => {
  it('after each restart every acknowledged write is there, whole, and nothing is half-written', { timeout: 120_000 }, async () => {
    const report = await runKillHarness({ dialect, members: 4, loadMs: 1200, rounds: 2 });
    expect(report.refused).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.rounds).toBe(2);
    // The load did write before each kill (a harness that wrote nothing would prove nothing).
    expect(report.acknowledged).toBeGreaterThan(20);
  });
});

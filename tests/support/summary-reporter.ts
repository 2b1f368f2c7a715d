/**
 * Ends every test run with the plain line "N passed, N failed, N skipped" that CI reads, and names
 * the suites that were skipped because this machine lacks a component (see tests/support/env.ts) and
 * the tests that passed only when tried again (the browser journeys' `retry`: flaky, to be fixed).
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') {
          passed += 1;
          if (test.diagnostic()?.flaky) flaky.push(`${module.moduleId.split('/tests/').pop()} > ${test.fullName}`);
        } else if (state === 'failed') failedHere += 1;
        else skipped += 1;
      }
      // A file that failed without a failed test (a failing beforeAll, an import error) counts once:
      // its tests show as skipped, and the closing line must not say "0 failed" on a failed run.
      failed += module.state() === 'failed' && failedHere === 0 ? 1 : failedHere;
    }
    const notes = (process.env.TOFULAB_SKIPPED_SUITES ?? '').split(';').filter(Boolean);
    for (const note of notes) process.stdout.write(`skipped suite: ${note}\n`);
    for (const name of flaky) process.stdout.write(`passed on its second try (flaky): ${name}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

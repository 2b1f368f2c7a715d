/**
 * `npm run fault:kill [-- sqlite|postgres] [--members N] [--load-ms MS] [--rounds N]`: the kill -9
 * harness (kill-harness.ts) on the built server; PostgreSQL needs DATABASE_URL. Exit code 1 when an
 * acknowledged write is missing or something is half-written.
 */
import { runKillHarness } from './kill-harness.ts';
import type { FaultDialect } from './server-process.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const dialects: FaultDialect[] = args.includes('postgres') ? ['postgres'] : args.includes('sqlite') ? ['sqlite'] : process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
let failed = false;
for (const dialect of dialects) {
  const report = await runKillHarness({ dialect, members: option('--members', 6), loadMs: option('--load-ms', 3000), rounds: option('--rounds', 3), log: (line) => console.log(`[${dialect}] ${line}`) });
  console.log(`[${dialect}] ${report.rounds} kill -9 rounds: ${report.acknowledged} acknowledged writes checked, ${report.inFlight} in flight found applied, ${report.refused.length} refused, ${report.problems.length} problem(s)`);
  for (const line of [...report.refused, ...report.problems]) console.log(`  ${line}`);
  if (report.problems.length > 0 || report.refused.length > 0) failed = true;
}
process.exitCode = failed ? 1 : 0;

// Closes `npm test` with one line for every package's tests together.
import { readdirSync, readFileSync, rmSync } from 'node:fs';

const dir = new URL('../.test-results/', import.meta.url);
// `--reset` at the start of a run: counts a failed earlier run left behind are not this run's.
if (process.argv.includes('--reset')) {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const total = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
for (const file of files) {
  const counts = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  for (const key of Object.keys(total)) total[key] += counts[key];
  const pkg = file.replace(/\.json$/, '');
  for (const [name, ms] of Object.entries(counts.files ?? {})) timings.push([`${pkg}/${name}`, ms]);
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nTest packages: ${files.map((f) => f.replace(/\.json$/, '')).join(', ')}`);
// The slowest files first: where a shorter CI run has to start (each file's own time; files
// run two at a time in some packages, so these add up to more than the wall clock).
timings.sort((a, b) => b[1] - a[1]);
console.log('\nSlowest test files:');
for (const [name, ms] of timings.slice(0, 15))
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || files.length === 0 ? 1 : 0);

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
for (const file of files) {
  const counts = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  for (const key of Object.keys(total)) total[key] += counts[key];
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nTest packages: ${files.map((f) => f.replace(/\.json$/, '')).join(', ')}`);
console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || files.length === 0 ? 1 : 0);

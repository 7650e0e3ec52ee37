import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './demo-template-provided';

/**
 * One folder per test run for the seeded demo shop (shop-server.ts makes it on first use and
 * copies it for each server that asks for the demo): seeding takes about 5 s of image and
 * order work, and some twenty browser suites ask for it.
 */
export function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'frameshop-demo-template-'));
  project.provide('demoTemplateRoot', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

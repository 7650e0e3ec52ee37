import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UseCase } from '../../src/shared/use-case';

/**
 * Every use case the domain defines, found by importing each source file that defines one and
 * collecting its exports (and the members of exported groups such as `materials.create`). No
 * list to keep: a new use case is found the day it is written.
 */

type AnyUseCase = UseCase<never, unknown>;

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

function isUseCase(value: unknown): value is AnyUseCase {
  const v = value as Partial<AnyUseCase> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.run === 'function' &&
    typeof v.execute === 'function' &&
    (v.kind === 'query' || v.kind === 'mutation')
  );
}

export async function allUseCases(): Promise<AnyUseCase[]> {
  const found = new Map<string, AnyUseCase>();
  const add = (value: unknown) => {
    if (isUseCase(value)) found.set(value.name, value);
  };
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('defineUseCase') && !text.includes('namedAttribute(')) continue;
    const module: Record<string, unknown> = await import(file);
    for (const value of Object.values(module)) {
      add(value);
      if (value && typeof value === 'object' && !isUseCase(value)) {
        for (const member of Object.values(value)) add(member);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The mutations a staff member, a key or a job runs: every access but 'public' and 'user'
 * (so a new access level, or a permission that replaces 'admin', is counted, not skipped).
 */
export function isStaffOrSystemMutation(u: AnyUseCase): boolean {
  const access = u.access as string;
  return u.kind === 'mutation' && access !== 'public' && access !== 'user';
}

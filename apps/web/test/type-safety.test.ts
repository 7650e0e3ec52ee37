import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The promise of tRPC's inferred types: when the server changes what it sends or takes, the
 * web app stops compiling. Each case renames one thing in a server-side file (in memory, the
 * repository is untouched), type-checks the web project with that copy, and expects errors in
 * apps/web/src. A cast, a hand-written type or an `unknown` input on the way would hide the
 * rename, and the case would fail.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WEB = join(ROOT, 'apps/web');

interface Rename {
  what: string;
  file: string;
  from: string | RegExp;
  to: string;
}

const RENAMES: Rename[] = [
  {
    what: 'an output field of a tRPC query (the price tables)',
    file: 'packages/domain/src/catalogue/prices.service.ts',
    from: /\bpairs\b/g,
    to: 'pairList',
  },
  {
    what: 'an output field of a tRPC mutation (login answers { user })',
    file: 'packages/api/src/routers/auth.ts',
    from: 'return { user: result.user };',
    to: 'return { account: result.user };',
  },
  {
    what: 'the name field of a named attribute (materials)',
    file: 'packages/domain/src/catalogue/attributes.service.ts',
    from: "name: 'materialName',\n  label: 'Material',",
    to: "name: 'title',\n  label: 'Material',",
  },
  {
    what: 'an input field of a frame size variant (the multipart frame form)',
    file: 'packages/contracts/src/catalogue/schemas.ts',
    from: /\btotal_qty\b/g,
    to: 'stock_qty',
  },
  {
    what: "the error formatter's httpStatus",
    file: 'packages/api/src/trpc.ts',
    from: 'httpStatus: shape.data.httpStatus,',
    to: 'status: shape.data.httpStatus,',
  },
];

function webProgram(overrides: Map<string, string>, old?: ts.Program) {
  const configPath = join(WEB, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, WEB);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => overrides.get(resolve(name)) ?? readFile(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, create) => {
    const text = overrides.get(resolve(name));
    return text === undefined
      ? getSourceFile(name, language, onError, create)
      : ts.createSourceFile(name, text, language);
  };
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true },
    host,
    oldProgram: old,
  });
}

/** Errors reported in the web app's own sources. */
function webErrors(program: ts.Program): string[] {
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.startsWith(join(WEB, 'src')))
    .map(
      (d) =>
        `${d.file?.fileName.slice(WEB.length + 1)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

describe('the web app fails to compile when the server changes', () => {
  const baseline = webProgram(new Map());

  it('compiles as it is', () => {
    expect(webErrors(baseline)).toEqual([]);
  });

  for (const rename of RENAMES) {
    it(`after renaming ${rename.what}`, () => {
      const path = join(ROOT, rename.file);
      const original = readFileSync(path, 'utf8');
      const changed = original.replace(rename.from, rename.to);
      expect(changed, 'the rename must change the file').not.toBe(original);
      const errors = webErrors(webProgram(new Map([[path, changed]]), baseline));
      expect(errors.length, `no web error after renaming ${rename.what}`).toBeGreaterThan(0);
    });
  }
});

import { existsSync, readFileSync } from 'node:fs';
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
  /**
   * Files (from the repository root) that must each report an error: where a hole once hid the
   * change (an untyped input builder, a cast, a `string` where the contract has a closed set),
   * or where the web reads what was renamed. Naming them lets the checker check those files
   * alone (about 30 s less a case than the whole project; 'compiles as it is' checks it all).
   */
  expectIn?: string[];
}

const RENAMES: Rename[] = [
  {
    what: 'an output field of a tRPC query (the price tables)',
    file: 'packages/domain/src/catalogue/prices.service.ts',
    from: /\bpairs\b/g,
    to: 'pairList',
    expectIn: [
      'apps/web/src/features/catalogue/admin/PriceManagement.tsx',
      'apps/web/src/features/catalogue/shop/customizer/use-customizer.ts',
    ],
  },
  {
    what: 'an output field of a tRPC mutation (login answers { user })',
    file: 'packages/api/src/routers/auth.ts',
    from: 'return { user: result.user };',
    to: 'return { account: result.user };',
    expectIn: ['apps/web/src/features/auth/LoginForm.tsx'],
  },
  {
    what: 'the name field of a named attribute (materials)',
    file: 'packages/domain/src/catalogue/attributes.service.ts',
    from: "name: 'materialName',\n  label: 'Material',",
    to: "name: 'title',\n  label: 'Material',",
    expectIn: [
      'apps/web/src/features/catalogue/admin/attribute-screens.tsx',
      'apps/web/src/features/catalogue/shop/listing/ListingFilters.tsx',
    ],
  },
  {
    what: 'an input field of a frame size variant (the multipart frame form)',
    file: 'packages/contracts/src/catalogue/schemas.ts',
    from: /\btotal_qty\b/g,
    to: 'stock_qty',
    expectIn: [
      'apps/web/src/features/catalogue/admin/frame-form/SizesTab.tsx',
      'apps/web/src/features/catalogue/admin/frame-form/frame-form-values.ts',
    ],
  },
  {
    what: "frames.list's search key (the admin frame list and the shop listing build that input)",
    file: 'packages/contracts/src/catalogue/schemas.ts',
    from: "  search: z.string().trim().max(100).optional().default(''),\n  materialId",
    to: "  query: z.string().trim().max(100).optional().default(''),\n  materialId",
    expectIn: [
      'apps/web/src/features/catalogue/admin/queries.ts',
      'packages/contracts/src/catalogue/listing-search.ts',
    ],
  },
  {
    what: "content.news.list's search key (the news admin and the shop's /news build that input)",
    file: 'packages/contracts/src/content/schemas.ts',
    from: /(export const newsListQuery = z\.strictObject\(\{[^}]*?)\n {2}search,/,
    to: '$1\n  query: search,',
    expectIn: [
      'apps/web/src/features/content/admin/news/queries.ts',
      'apps/web/src/features/content/shop/news/queries.ts',
    ],
  },
  {
    what: 'the inputs of both price tables into one with a new required key (addPair, updatePair, addOneSide, updateOneSide)',
    file: 'packages/contracts/src/catalogue/schemas.ts',
    from: /\n {2}pricePerSqft,\n\}\);/g,
    to: "\n  pricePerSqft,\n  currency: z.literal('INR'),\n});",
    expectIn: ['apps/web/src/features/catalogue/admin/PriceManagement.tsx'],
  },
  {
    what: "a payment status (the shopper's payment summary and the admin's Refund button read it)",
    file: 'packages/contracts/src/orders/statuses.ts',
    from: "'refund pending',",
    to: "'refunding',",
    expectIn: [
      'apps/web/src/features/orders/admin/OrderActions.tsx',
      'apps/web/src/features/orders/shop/my-orders/order-view.ts',
    ],
  },
  {
    what: "the error formatter's httpStatus, where a query's retry and a route's loader read it",
    file: 'packages/api/src/trpc.ts',
    from: 'httpStatus: shape.data.httpStatus,',
    to: 'status: shape.data.httpStatus,',
    expectIn: [
      'apps/web/src/features/orders/shop/cart/cart-query.ts',
      'apps/web/src/routes/_shop/Singleproduct.$frameId.tsx',
    ],
  },
];

/**
 * A file in the web project whose type `LooseProcedures` names every procedure whose input or
 * output is `unknown` or `any` on the client (or holds such a field at its top level): such a
 * procedure takes or returns anything, so no server change to it can fail the web's typecheck.
 */
const LOOSE_PROBE = `
import type { AppRouter } from '@frameshop/api/root';
type IsAny<T> = 0 extends 1 & T ? true : false;
type Loose<T> = IsAny<T> extends true ? true : unknown extends T ? true : false;
type LooseField<T> = T extends readonly (infer E)[]
  ? Loose<E>
  : T extends object
    ? true extends { [K in keyof T]-?: Loose<T[K]> }[keyof T]
      ? true
      : false
    : false;
type Hole<T> = Loose<T> extends true ? true : LooseField<T>;
type Holes<R, P extends string> = {
  [K in keyof R & string]: R[K] extends { _def: { $types: { input: infer I; output: infer O } } }
    ? (Hole<I> extends true ? \`\${P}\${K} input\` : never) | (Hole<O> extends true ? \`\${P}\${K} output\` : never)
    : Holes<R[K], \`\${P}\${K}.\`>;
}[keyof R & string];
export type LooseProcedures = Holes<AppRouter['_def']['record'], ''>;
`;
const PROBE = join(WEB, 'src/__loose-procedures.probe.ts');

/** The members of the probe's `LooseProcedures`, as "path input" / "path output". */
function looseProcedures(probeText: string): string[] {
  const program = webProgram(new Map([[PROBE, probeText]]));
  const source = program.getSourceFile(PROBE);
  if (!source) throw new Error('the probe is not part of the program');
  expect(webErrors(program, [PROBE]), 'the probe itself must compile').toEqual([]);
  const checker = program.getTypeChecker();
  const alias = source.statements
    .filter(ts.isTypeAliasDeclaration)
    .find((node) => node.name.text === 'LooseProcedures');
  if (!alias) throw new Error('the probe declares no LooseProcedures');
  const type = checker.getTypeAtLocation(alias.name);
  if (type.flags & ts.TypeFlags.Never) return [];
  return (type.isUnion() ? type.types : [type]).map((member) =>
    member.isStringLiteral() ? member.value : checker.typeToString(member),
  );
}

function webProgram(overrides: Map<string, string>, old?: ts.Program) {
  const configPath = join(WEB, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, WEB);
  const host = ts.createCompilerHost(parsed.options);
  const extra = [...overrides.keys()].filter((name) => !existsSync(name));
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
    rootNames: [...parsed.fileNames, ...extra],
    options: { ...parsed.options, noEmit: true },
    host,
    oldProgram: old,
  });
}

/**
 * The type checker works lazily: asking for one file's errors checks only what that file
 * needs, so a case that names its files costs a fraction of the whole project.
 */
function diagnosticsOf(program: ts.Program, roots: string[]): readonly ts.Diagnostic[] {
  const files = roots.filter((root) => /\.tsx?$/.test(root));
  if (files.length < roots.length) return ts.getPreEmitDiagnostics(program);
  return files.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not part of the web project`);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  });
}

/**
 * Errors reported in code the browser runs: the web app's own sources and the contracts it
 * bundles (a listing's input is built there). Errors in server files are the server's.
 */
const BROWSER_CODE = [join(WEB, 'src'), join(ROOT, 'packages/contracts/src')];

function webErrors(program: ts.Program, roots = BROWSER_CODE): string[] {
  return diagnosticsOf(program, roots)
    .filter((d) => roots.some((root) => d.file?.fileName.startsWith(root)))
    .map(
      (d) =>
        `${d.file?.fileName.slice(ROOT.length + 1)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

// Each case is one synchronous type check of the web project (20-60 s alone): it shares the
// machine with a browser suite (vitest.config.ts), so its time is its own and not the 60 s a
// browser step gets.
const TYPE_CHECK = { timeout: 300_000 };

describe('the web app fails to compile when the server changes', TYPE_CHECK, () => {
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
      const program = webProgram(new Map([[path, changed]]), baseline);
      const errors = rename.expectIn
        ? webErrors(
            program,
            rename.expectIn.map((file) => join(ROOT, file)),
          )
        : webErrors(program);
      expect(errors.length, `no web error after renaming ${rename.what}`).toBeGreaterThan(0);
      for (const file of rename.expectIn ?? []) {
        expect(
          errors.filter((e) => e.startsWith(`${file}:`)),
          `no error in ${file} after renaming ${rename.what}; all errors:\n${errors.join('\n')}`,
        ).not.toEqual([]);
      }
    });
  }
});

describe("the client's view of every procedure", TYPE_CHECK, () => {
  it('has no unknown or any input or output', () => {
    expect(looseProcedures(LOOSE_PROBE)).toEqual([]);
  });

  it('would name a procedure whose output is any', () => {
    // The probe must be able to fail: a router with one `any` output is reported by its path.
    const planted = LOOSE_PROBE.replace(
      'type Holes<R, P',
      "type Planted = AppRouter['_def']['record'] & { planted: { _def: { $types: { input: void; output: any } } } };\ntype Holes<R, P",
    ).replace("Holes<AppRouter['_def']['record'], ''>", "Holes<Planted, ''>");
    expect(looseProcedures(planted)).toContain('planted output');
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { freePort } from '../../src/cluster/cluster';
import { SHIPPING } from './orders-rest';

export const ROOT = join(import.meta.dirname, '../../../..');

export interface RealProcess {
  child: ChildProcess;
  /** Every line it printed, stdout and stderr. */
  output: string[];
  /** Resolves when a printed line matches, or rejects when it exits first or time runs out. */
  waitFor(pattern: RegExp, withinMs: number): Promise<RegExpMatchArray>;
  /** Sends `signal` to the server and answers npm's exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals, withinMs?: number): Promise<number | null>;
}

/**
 * An npm script of the repository run as a person runs it (`npm run <script> -w <workspace>`),
 * with the test runner's own variables (NODE_ENV=test, VITEST...) left out, so its settings are
 * the defaults a shop owner gets plus `env`.
 */
export function runScript(
  script: string,
  workspace: string,
  env: Record<string, string | undefined>,
): RealProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(NODE_ENV|VITEST.*|TEST_.*|WEB_DIST_DIR|npm_.*|INIT_CWD)$/.test(name),
    ),
  );
  // Its own process group, so that what is left after a failed test can be killed as a whole.
  const child = spawn('npm', ['run', script, '-w', workspace], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      output.push(...lines);
      for (const listener of listeners) listener();
    });
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output,
    waitFor(pattern, withinMs) {
      return new Promise((resolve, reject) => {
        const done = () => {
          listeners.delete(check);
          clearTimeout(timer);
        };
        const check = () => {
          for (const line of output) {
            const match = line.match(pattern);
            if (match) {
              done();
              return resolve(match);
            }
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no line matching ${pattern} within ${withinMs} ms`));
        }, withinMs);
        listeners.add(check);
        void exited.then((code) => {
          done();
          reject(new Error(`${script} exited with ${code} before printing ${pattern}`));
        });
        check();
      });
    },
    async stop(signal = 'SIGTERM', withinMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      // The signal goes to the server itself (the pid its log lines carry), as a service manager
      // signals its main process: npm dies of a signal sent to it without waiting for its script,
      // so its exit code would say nothing. npm then exits with the server's code.
      const pid = output.map((l) => l.match(/"pid":(\d+)/)?.[1]).find(Boolean);
      const group = (sent: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, sent);
        } catch {
          // Already gone.
        }
      };
      if (pid) process.kill(Number(pid), signal);
      else group(signal);
      const timer = setTimeout(() => group('SIGKILL'), withinMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export { freePort };

/** JSON over real HTTP: status and parsed body (the text when the body is not JSON). */
export async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: the answers of many routes, read by tests
): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/**
 * One frame in stock bought and paid as a shopper does, every request sent as `as` says (a
 * bearer token, or a session cookie with its Origin): placed, paid on the simulator's page,
 * verified back at the shop. Answers where the simulator sent the shopper back and what the
 * verification answered.
 */
export async function buyAndPay(
  base: string,
  as: { token?: string; headers?: Record<string, string> },
) {
  const frames = await call(`${base}/api/frame/getallframes?page=1&limit=30`);
  let line: { frameId: number; sizeId: number } | undefined;
  for (const frame of frames.body.data) {
    const detail = await call(`${base}/api/frame/getbyid/${frame.frameId}`);
    const size = detail.body.data.frameSizes.find(
      (s: { remained_qty: number }) => s.remained_qty > 0,
    );
    if (size) {
      line = { frameId: frame.frameId, sizeId: size.sizeId };
      break;
    }
  }
  if (!line) throw new Error('no frame in stock');
  const placed = await call(`${base}/api/order/create`, {
    ...as,
    body: { items: [{ productType: 'pre-listed', ...line, quantity: 1 }], shipping: SHIPPING },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = Number(placed.body.orderId ?? placed.body.data?.orderId);
  const started = await call(`${base}/api/phonepe/pay`, { ...as, body: { orderId } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { merchantTransactionId, redirectUrl } = started.body;
  const paid = await fetch(redirectUrl, {
    method: 'POST',
    body: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const returnedTo = new URL(paid.headers.get('location') ?? '');
  expect(returnedTo.pathname).toBe('/phonepe-callback');
  expect(returnedTo.searchParams.get('merchantTransactionId')).toBe(merchantTransactionId);
  const verified = await call(`${base}/api/phonepe/phonepe-callback`, {
    ...as,
    body: { merchantTransactionId, orderData: { grandTotal: 1, status: 'paid' } },
  });
  return { orderId, returnedTo, verified: verified.body };
}

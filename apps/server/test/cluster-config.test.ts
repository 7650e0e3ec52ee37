import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterProblems, haproxyInstalled } from '../src/cluster/cluster';
import { COMPOSE_BALANCER, haproxyConfig } from '../src/cluster/haproxy-config';

const ROOT = join(import.meta.dirname, '../../..');
const haproxy = haproxyInstalled();
if (!haproxy) console.warn('[haproxy] config check skipped: no haproxy on PATH');

/** The balancer's configuration (issue 20): one source for compose and `npm run cluster`. */
describe('the balancer configuration', () => {
  it('deploy/haproxy.cfg is what the generator makes for compose', () => {
    expect(readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8')).toBe(
      haproxyConfig(COMPOSE_BALANCER),
    );
  });

  it.skipIf(!haproxy)('is valid for HAProxy and checks /readyz', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'frameshop-haproxy-')), 'haproxy.cfg');
    const config = haproxyConfig({
      bind: '127.0.0.1:18080',
      servers: [
        { name: 'app1', address: '127.0.0.1:1' },
        { name: 'app2', address: '127.0.0.1:2' },
      ],
    });
    writeFileSync(file, config);
    expect(execFileSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' })).toMatch(
      /Configuration file is valid/,
    );
    expect(config).toMatch(/option httpchk GET \/readyz/);
    expect(config).toMatch(/http-request set-header X-Request-Id %\[uuid\(\)\]/);
  });

  it('refuses to start a cluster without a shared database, Redis and a bundle', () => {
    expect(clusterProblems({ DATABASE_URL: 'sqlite:./x.db' }, '/nowhere/server.mjs')).toEqual([
      'DATABASE_URL: several processes share one MySQL/MariaDB database (mysql://...)',
      'REDIS_URL: several processes share caches and throttles through Redis',
      '/nowhere/server.mjs: no server bundle; run "npm run build -w @frameshop/server"',
      ...(haproxy
        ? []
        : [expect.stringMatching(/^haproxy: not installed; .*apt-get install haproxy/)]),
    ]);
  });
});

// Samples for `node tooling/boundaries.mjs --self-test`: each must be flagged by its rule.

/** Files that break each rule once: the checker must flag every one of them. */
export const SELF_TEST = [
  ['apps/web/src/features/orders/shop/X.ts', 'const o = data as unknown as Order;'],
  ['apps/web/src/lib/x.ts', 'const s = (error as { data?: { httpStatus?: number } }).data;'],
  ['packages/domain/src/catalogue/x.service.ts', "import Fastify from 'fastify';"],
  [
    'packages/domain/src/shared/x.ts',
    "import { materials } from '../catalogue/attributes.service';",
  ],
  ['packages/domain/src/catalogue/x.repository.ts', "import { listSizes } from './sizes.service';"],
  ['packages/domain/src/catalogue/x.service.ts', "const q = db.selectFrom('frames');"],
  ['packages/domain/src/catalogue/x.service.ts', 'const c = sql<SqlBool>`1 = 1`;'],
  [
    'packages/domain/src/catalogue/x.repository.ts',
    "import { listSizes } from './sizes.service.ts';",
  ],
  [
    'packages/domain/src/orders/x.service.ts',
    "import { takeStock } from '../catalogue/stock.repository';",
  ],
  ['apps/server/src/rest/x.ts', "const ctx = systemContext(app.deps, 'x');"],
  ['apps/server/src/rest/x.ts', 'await sql`DELETE FROM users`.execute(db);'],
  [
    'packages/contracts/src/catalogue/x.ts',
    "import { AppError } from '@frameshop/domain/shared/errors';",
  ],
  [
    'apps/web/src/features/catalogue/admin/X.tsx',
    "import { appRouter } from '@frameshop/api/root';",
  ],
  [
    'apps/web/src/features/catalogue/admin/X.tsx',
    "import { UserManagement } from '../../users/admin/UserManagement';",
  ],
  [
    'apps/web/src/components/X.tsx',
    "import { FrameCollection } from '../features/catalogue/admin/FrameCollection';",
  ],
  [
    'apps/web/src/features/shop-shell/Navbar.tsx',
    "import { CartLink } from '../orders/shop/CartLink';",
  ],
  ['packages/domain/src/payment/x.service.ts', "import { detail } from '../orders/order-read';"],
  [
    'packages/domain/src/content/x.service.ts',
    "import type { OrderRow } from '../orders/order-dto';",
  ],
];

/** Sets of files that together break a graph rule, and the rule's words: each must be flagged. */
export const GRAPH_SELF_TEST = [
  // Two domain folders importing each other, though no file imports back what imports it.
  [
    'domain folders import each other',
    ['packages/domain/src/users/a.service.ts', "import { b } from '../content/b.service';"],
    ['packages/domain/src/content/b.service.ts', "import { c } from './c.service';"],
    ['packages/domain/src/content/c.service.ts', "import { d } from '../users/d.published';"],
    ['packages/domain/src/users/d.published.ts', ''],
  ],
  // A longer folder loop, closed by a type-only import.
  [
    'domain folders import each other',
    ['packages/domain/src/orders/a.service.ts', "import { b } from '../payment/b.published';"],
    ['packages/domain/src/payment/b.published.ts', "import { c } from '../analytics/c.service';"],
    ['packages/domain/src/analytics/c.service.ts', "import type { A } from '../orders/e.service';"],
    ['packages/domain/src/orders/e.service.ts', ''],
  ],
  // A type-only circle between two files of one folder.
  [
    'files import each other',
    ['apps/server/src/config.ts', "import { type P, payment } from './payment-config';"],
    ['apps/server/src/payment-config.ts', "import type { Env } from './config';"],
  ],
];

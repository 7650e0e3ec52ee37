import { expect, it } from 'vitest';
import { committedHandlerIndex, renderHandlerIndex } from '../../../tooling/handler-index';

/**
 * docs/handlers.md lists every tRPC procedure and REST path with its use case and file. It is
 * generated from the routers and the registered routes; a route, procedure or use case added,
 * renamed or moved without regenerating it fails here.
 */
it('docs/handlers.md matches the routers and the registered routes', async () => {
  const fresh = await renderHandlerIndex();
  if (fresh !== committedHandlerIndex()) {
    expect.fail('handler index is stale: run npm run docs:handlers');
  }
  expect(fresh).toContain('| `orders.place` |');
}, 60_000);

/**
 * A PhonePe gateway simulator as a Fastify plugin, speaking v2 and v1 over real HTTP so the
 * client in src/ is exercised exactly as against PhonePe. Register it under any prefix; then
 * pgUrl = authUrl = `{origin}{prefix}` and `publicUrl` must be that same base as the browser sees it.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { faultHook, registerControlRoutes } from './controls';
import { registerPageRoutes } from './page';
import { loadState, saveState } from './persist';
import { type Sim, SimState, type SimulatorOptions } from './state';
import { registerV1Routes } from './v1-routes';
import { registerV2Routes } from './v2-routes';

export { formatRupees } from './page';
export type { SimulatorOptions } from './state';

export function createPhonePeSimulator(options: SimulatorOptions): FastifyPluginAsync {
  return async (app) => {
    const base = options.publicUrl;
    const sim: Sim = {
      opts: options,
      publicUrl: () => (typeof base === 'function' ? base() : base).replace(/\/+$/, ''),
      pageUrl: (o) =>
        `${(options.pageBase ? options.pageBase(o.redirectUrl) : sim.publicUrl()).replace(/\/+$/, '')}/pay/${o.pageToken}`,
      state: new SimState(),
      now: options.now ?? Date.now,
      log: app.log,
    };

    // The token endpoint and the hosted page's form are form-encoded. The host server may already
    // parse that type; adding a second parser in this context would throw.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      await app.register(formbody);
    }

    // PhonePe-shaped bodies for malformed requests (bad JSON, wrong content type) too.
    app.setErrorHandler((err: { statusCode?: number; message: string }, _request, reply) => {
      const status =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      const code = status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      return reply.code(status).send({
        success: false,
        code,
        message: status === 500 ? 'Internal error' : err.message,
        data: {},
      });
    });

    const stateFile = options.stateFile ?? null;
    if (stateFile) {
      loadState(sim.state, stateFile);
      // After each answer: every change the simulator makes is made by a request it answers
      // (a refund settling on its own is seen, and kept, by the next status call).
      app.addHook('onResponse', async () => saveState(sim.state, stateFile));
    }
    app.addHook('onRequest', faultHook(sim));
    // Release requests held by the "hang" control so closing the server never waits on them.
    app.addHook('preClose', async () => {
      sim.state.closing.abort();
    });
    app.addHook('onClose', async () => {
      if (stateFile) saveState(sim.state, stateFile);
      sim.state.reset();
    });

    registerV2Routes(app, sim);
    registerV1Routes(app, sim);
    registerPageRoutes(app, sim);
    if (options.controls) registerControlRoutes(app, sim);
  };
}

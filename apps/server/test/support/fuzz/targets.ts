import { appRouter } from '@frameshop/api/root';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import { multipart } from '../../helpers';
import { isRecord, own, textOf, toJsonText } from './hostile';

/**
 * What the fuzz suite sends requests to: every tRPC procedure of appRouter and every /api
 * route the built app registered (restRoute and multipartRoute record their use case's input
 * schema), the same sources docs/handlers.md is generated from. A new route or procedure is
 * fuzzed without touching the suite.
 */
export interface Target {
  /** `POST /api/user/login` or `trpc auth.login`. */
  name: string;
  /** Whether a 2xx may change the database (a 4xx never may). */
  mutation: boolean;
  /** Who may call it: 'public', 'user', 'staff' or the permission it needs. */
  access: string;
  schema: z.ZodType;
  /**
   * The inject options that send `value` as this target's input; `batched`: as the web app's
   * tRPC client sends it, in a batch of one (`?batch=1`, input under "0"). REST ignores it.
   */
  request(value: unknown, batched: boolean): Promise<InjectOptions>;
}

interface ProcedureLike {
  _def: { type: string; inputs?: z.ZodType[]; meta?: { access?: string } };
}

export function trpcTargets(): Target[] {
  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, ProcedureLike>,
  ).sort(([a], [b]) => a.localeCompare(b));
  return procedures.map(([path, procedure]) => {
    const schema = procedure._def.inputs?.[0];
    if (!schema) throw new Error(`tRPC ${path} declares no input schema`);
    const query = procedure._def.type === 'query';
    return {
      name: `trpc ${path}`,
      mutation: !query,
      access: procedure._def.meta?.access ?? 'public',
      schema,
      async request(value, batched) {
        const json = batched ? toJsonText(own([['0', value]])) : toJsonText(value);
        const batch = batched ? 'batch=1' : '';
        if (query) {
          const input = value === undefined && !batched ? '' : `input=${encodeURIComponent(json)}`;
          const search = [batch, input].filter(Boolean).join('&');
          return { method: 'GET', url: `/trpc/${path}${search ? `?${search}` : ''}` };
        }
        return {
          method: 'POST',
          url: `/trpc/${path}${batched ? '?batch=1' : ''}`,
          headers: { 'content-type': 'application/json' },
          payload: value === undefined && !batched ? '{}' : json,
        };
      },
    };
  });
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A path segment as a hostile client would send it: encodeURIComponent refuses a lone
 * surrogate, so it goes as the three bytes UTF-8 would give it (not valid UTF-8).
 */
function pathSegment(text: string): string {
  const lones = text.match(LONE_SURROGATE) ?? [];
  return text
    .split(LONE_SURROGATE)
    .map(
      (part, i) =>
        encodeURIComponent(part) + (i < lones.length ? utf8Bytes(lones[i] as string) : ''),
    )
    .join('');
}

function utf8Bytes(surrogate: string): string {
  const code = surrogate.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((b) => `%${b.toString(16).toUpperCase()}`)
    .join('');
}

export function restTargets(app: FastifyInstance): Target[] {
  const routes = app.registeredRoutes
    // The OpenAPI document and Swagger UI's files read no input (Swagger UI's own code
    // mentions file:// URLs, which the leak check below would take for ours).
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.openapi !== false)
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  return routes.map((route) => {
    const { method, url, input: schema, body, access = 'public' } = route;
    if (!schema) throw new Error(`${method} ${url}: a route without its use case's input schema`);
    const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
    return {
      name: `${method} ${url}`,
      mutation: method !== 'GET',
      access,
      schema,
      async request(value) {
        // Path parameters take the value's field of the same name; the rest goes to the query
        // (GET, DELETE), a JSON body or, for multipart routes, text fields.
        const fields = isRecord(value) ? value : null;
        const path = url.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
          const sent = fields && Object.hasOwn(fields, name) ? fields[name] : 1;
          return pathSegment(textOf(sent));
        });
        const rest = fields
          ? own(Object.entries(fields).filter(([key]) => !names.includes(key)))
          : value;
        if (method === 'GET' || method === 'DELETE') {
          const query = new URLSearchParams();
          if (isRecord(rest)) {
            for (const [k, v] of Object.entries(rest))
              if (v !== undefined) query.append(k, textOf(v));
          } else if (rest !== undefined) query.append(textOf(rest), '');
          const text = query.toString();
          return { method: method as 'GET', url: text ? `${path}?${text}` : path };
        }
        if (body === 'multipart') {
          const form = isRecord(rest)
            ? Object.fromEntries(
                Object.entries(rest)
                  .filter(([, v]) => v !== undefined)
                  .map(([k, v]) => [k, textOf(v)]),
              )
            : { value: textOf(rest) };
          const { payload, headers } = await multipart(form);
          return { method: method as 'POST', url: path, payload, headers };
        }
        return {
          method: method as 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          payload: rest === undefined ? '{}' : toJsonText(rest),
        };
      },
    };
  });
}

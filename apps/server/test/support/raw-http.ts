import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free local port (real sockets: what inject() cannot show, timeouts and streaming). */
export async function listenLocal(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A local port free at this moment (for a child process, or a server that comes back). */
export { freePort } from '../../src/cluster/cluster';

export interface RawExchange {
  /** The status code, or undefined when nothing came back in time. */
  status?: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection. */
  closed: boolean;
  /** Milliseconds from connecting to the first answer byte (or to the close). */
  ms: number;
}

/**
 * Opens a socket, writes `chunks` (one every `everyMs`, strings or buffers) and collects what
 * the server sends back until it closes, a whole answer (by content-length) has arrived on a
 * connection the server keeps open, or `waitMs` passes.
 */
export function rawExchange(
  port: number,
  chunks: (string | Buffer)[],
  { everyMs = 0, waitMs = 3_000 }: { everyMs?: number; waitMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    let firstByte: number | undefined;
    let received = Buffer.alloc(0);
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});

    const finish = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve(parse(received, closed, (firstByte ?? Date.now()) - started));
    };
    const deadline = setTimeout(finish, waitMs);

    socket.on('data', (data) => {
      firstByte ??= Date.now();
      received = Buffer.concat([received, data]);
      const res = parse(received, false, 0);
      const length = Number(res.headers['content-length']);
      const closing = res.headers.connection === 'close';
      if (
        res.status !== undefined &&
        !closing &&
        Number.isFinite(length) &&
        res.body.length >= length
      )
        finish();
    });
    socket.on('close', () => {
      closed = true;
      finish();
    });

    let i = 0;
    const writeNext = () => {
      if (socket.destroyed || i >= chunks.length) return;
      socket.write(chunks[i++] as string | Buffer);
      if (everyMs > 0) timer = setTimeout(writeNext, everyMs);
      else writeNext();
    };
    socket.on('connect', writeNext);
  });
}

function parse(raw: Buffer, closed: boolean, ms: number): RawExchange {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { headers: {}, body: '', closed, ms };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: raw.subarray(end + 4).toString('utf8'),
    closed,
    ms,
  };
}

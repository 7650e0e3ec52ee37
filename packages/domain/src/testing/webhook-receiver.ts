import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP receiver on loopback for the webhook tests (domain, server, browser): records every
 * POST and answers what `status` says (a number, or a function of the request count).
 */
export class Receiver {
  readonly received: Received[] = [];
  status: number | ((n: number) => number) = 200;
  /** How long it takes to answer. */
  delayMs = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const code =
          typeof this.status === 'function' ? this.status(this.received.length) : this.status;
        setTimeout(() => {
          res.writeHead(code, { 'content-type': 'text/plain' });
          res.end(code < 300 ? 'thanks' : `no: ${code}`);
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

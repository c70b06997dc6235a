/**
 * A real HTTP server on 127.0.0.1 (random port) for client tests: each test sets how it answers
 * and reads back what it was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setApiBase } from '../../src/api/client';

export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (req: Received, res: ServerResponse) => void;

export interface TestServer {
  url: string;
  received: Received[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const envelope = (data: unknown) => ({ success: true, data, errMessage: null, errCode: null });
export const failure = (errMessage: string, errCode: string | null = null) => ({
  success: false,
  data: null,
  errMessage,
  errCode,
});

export function sendJson(res: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startServer(): Promise<TestServer> {
  let handler: Handler = (_req, res) => sendJson(res, envelope(null));
  const received: Received[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    // The app's origin differs from the server's in tests, as with a cross-origin VITE_API_BASE.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Expose-Headers', 'Authorization');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      const entry: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      received.push(entry);
      open.add(res);
      res.on('close', () => open.delete(res));
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    handle(next) {
      handler = next;
    },
    close() {
      for (const res of open) res.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The test file's server: started before its cases, closed after them, and before each case the
 * client pointed at it and its log of received requests emptied. Call it at the file's (or a
 * describe block's) top level.
 */
export function testApiServer(): TestServer {
  let server: TestServer | undefined;
  const started = () => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    setApiBase(started().url);
    started().received.length = 0;
  });
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    handle: (handler) => started().handle(handler),
    close: () => started().close(),
  };
}

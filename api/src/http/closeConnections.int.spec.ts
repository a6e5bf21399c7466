import { createServer, request, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnections } from './closeConnections.ts';

/** A server whose answers are held open until the test ends them; a keep-alive client. */
async function holdingServer(): Promise<{ server: Server; port: number; held: ServerResponse[]; agent: Agent }> {
  const held: ServerResponse[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '10' });
    res.write('hello');
    held.push(res);
  });
  // As in production: a keep-alive timeout far longer than any test.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, held, agent: new Agent({ keepAlive: true }) };
}

const get = (port: number, agent: Agent) =>
  new Promise<IncomingMessage>((resolve, reject) =>
    request({ port, host: '127.0.0.1', path: '/', agent }, resolve).on('error', reject).end(),
  );

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

let cleanup: (() => void) | null = null;
afterEach(() => cleanup?.());

describe('closing the server at a shutdown', () => {
  it('closes a keep-alive connection as soon as the answer it was sending is done, not at its keep-alive timeout', async () => {
    const { server, port, held, agent } = await holdingServer();
    cleanup = () => agent.destroy();
    const response = await get(port, agent);
    await until(() => held.length === 1);

    let done = false;
    const closing = closeConnections(server, 60_000).then(() => (done = true));
    // The answer is still going out: the connection stays, the shutdown waits for it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);

    const body: Buffer[] = [];
    const received = new Promise((resolve) =>
      response.on('data', (chunk: Buffer) => body.push(chunk)).on('end', resolve),
    );
    held[0].end('world');
    // The whole answer arrives, and the shutdown ends without waiting for the keep-alive timeout.
    await Promise.all([closing, received]);
    expect(Buffer.concat(body).toString()).toBe('helloworld');
  });

  it('closes idle keep-alive connections at once', async () => {
    const { server, port, held, agent } = await holdingServer();
    cleanup = () => agent.destroy();
    const response = await get(port, agent);
    await until(() => held.length === 1);
    held[0].end('world');
    await new Promise((resolve) => response.resume().on('end', resolve));
    // The client keeps the connection for its next request; the shutdown does not wait on it.
    await closeConnections(server, 60_000);
    expect(server.listening).toBe(false);
  });

  it('cuts a connection whose answer is not done within the grace period', async () => {
    const { server, port, held, agent } = await holdingServer();
    cleanup = () => agent.destroy();
    const response = await get(port, agent);
    await until(() => held.length === 1);
    const aborted = new Promise((resolve) => response.on('aborted', resolve).on('error', resolve).on('close', resolve));
    await closeConnections(server, 200);
    await aborted;
    expect(held[0].writableFinished).toBe(false);
  });
});

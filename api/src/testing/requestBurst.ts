import { spawn } from 'node:child_process';
import type { TestResponse } from './testApp.ts';

export interface BurstRequest {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The child's part: every connection is opened and warmed first, then all requests are written in
 * one go, so they reach the server together, as an attacker's do (a client inside the server's own
 * process would hand them over one event-loop turn at a time).
 */
const CHILD = `
import http from 'node:http';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { base, requests } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: requests.length });
const send = (request) => new Promise((resolve, reject) => {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const req = http.request({ host: url.hostname, port: url.port, path: request.url, method: request.method, agent,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }), ...(request.headers ?? {}) } }, (res) => {
    const parts = [];
    res.on('data', (part) => parts.push(part));
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(parts).toString('utf8') }));
  });
  req.on('error', reject);
  req.end(body);
});
// Warm one connection per request (a request the API answers 404 without any work), then fire.
await Promise.all(requests.map(() => send({ method: 'GET', url: '/api/v1/no-such-route' })));
const answers = await Promise.all(requests.map(send));
agent.destroy();
process.stdout.write(JSON.stringify(answers));
`;

/** Sends all `requests` at once from a process of its own; the answers come back in the order asked. */
export async function requestBurst(base: string, requests: readonly BurstRequest[]): Promise<TestResponse[]> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], { stdio: ['pipe', 'pipe', 'inherit'] });
  const out: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stdin.end(JSON.stringify({ base, requests }));
  const code = await exited;
  if (code !== 0) throw new Error(`the request burst exited with ${code}`);
  const answers = JSON.parse(Buffer.concat(out).toString('utf8')) as {
    status: number;
    headers: Record<string, string | string[]>;
    text: string;
  }[];
  return answers.map(({ status, headers, text }) => {
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    const fetchHeaders = new Headers();
    for (const [name, value] of Object.entries(headers))
      for (const one of [value].flat()) fetchHeaders.append(name, one);
    return { status, headers: fetchHeaders, body };
  });
}

/**
 * autocannon as the bench runs it: without building each answer's body into a string. autocannon
 * keeps every body (`body += chunk`, a UTF-8 decoding of each chunk) for checks of the answers that
 * the bench never asks for (its `onResponse` reads statuses and headers only). On compressed pages
 * that decoding made the load generator, not the server, the bottleneck: against a bare node:http
 * server answering 20 KB of random bytes at 50 connections, 3,300 req/s with p99 30 ms, autocannon at
 * 100 % of a core and the server at a quarter of one; without it, 28,000 req/s with p99 5 ms.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } };
if (typeof queue.prototype.addBody !== 'function') {
  throw new Error("autocannon has changed: bench/loadGenerator.ts can no longer leave the answers' bodies out");
}
queue.prototype.addBody = function addBody(): void {};

export default autocannon;

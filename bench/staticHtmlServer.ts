/**
 * The baseline of P3: one page's bytes held in memory, served by bare node:http (brotli bytes made
 * once when the client asks for them). Started by the bench with the HTML file as its argument, and
 * optionally a JSON file of further headers to send with it (the app's own, to tell what sending
 * them costs); prints its address.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';

const html = readFileSync(process.argv[2]);
const extra = process.argv[3] ? (JSON.parse(readFileSync(process.argv[3], 'utf8')) as Record<string, string>) : {};
const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const server = createServer((request, response) => {
  const compressed = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, {
    ...extra,
    'content-type': 'text/html; charset=utf-8',
    'content-length': compressed ? br.length : html.length,
    ...(compressed ? { 'content-encoding': 'br' } : {}),
  });
  response.end(compressed ? br : html);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }));
});

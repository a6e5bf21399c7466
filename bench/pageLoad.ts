import autocannon from './loadGenerator.ts';

/** One load of the page bench: a server at a load, and how it fared. */
export type Row = {
  label: string;
  connections: number;
  encoding: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  round?: number;
};

/** Load on `url`; with `paths`, each request asks for the next of them (pages no cache has seen yet). */
export async function load(
  label: string,
  url: string,
  connections: number,
  encoding: 'br' | 'identity',
  seconds: number,
  warmUp: number,
  paths?: readonly string[],
): Promise<Row> {
  const headers = { 'accept-encoding': encoding };
  let next = 0;
  const requests = paths
    ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: paths[next++ % paths.length] }) }]
    : undefined;
  if (warmUp > 0) await autocannon({ url, connections, duration: warmUp, headers, ...(requests ? { requests } : {}) });
  const result = await autocannon({ url, connections, duration: seconds, headers, ...(requests ? { requests } : {}) });
  return {
    label,
    connections,
    encoding,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

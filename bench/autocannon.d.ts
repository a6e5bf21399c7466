declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** `context` is one object per connection, kept for the whole run. */
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
    /** `body` is always empty: bench/loadGenerator.ts leaves answers' bodies out. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request to the app under test; the answer's body parsed as JSON when it is JSON. */
export type TestRequest = <T = any>(
  method: string,
  url: string,
  options?: { body?: unknown; rawBody?: string; token?: string | null; headers?: Record<string, string> },
) => Promise<TestResponse<T>>;

/** Requests to the app at `base` as `TestApp.request` makes them: JSON in and out, a bearer token if given. */
export function requestsTo(base: string): TestRequest {
  return async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    const token = options.token === undefined ? null : options.token;
    if (token) headers['authorization'] = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    // fetch writes a FormData body as multipart/form-data with its own boundary.
    else if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(base + url, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as any };
  };
}

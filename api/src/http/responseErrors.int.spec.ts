import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

describe('errors after an answer has started', () => {
  let testApp: TestApp | null = null;
  afterEach(async () => {
    await testApp?.close();
    testApp = null;
    vi.restoreAllMocks();
  });

  it('a visitor who left mid-answer is not logged; another failure is logged as one line, never printed raw', async () => {
    const logs: string[] = [];
    testApp = await startTestApp({}, { logs });
    const app = createApp(testApp.system);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = () =>
      logs
        .map((line) => JSON.parse(line) as { msg: string; err?: { name: string; message: string } })
        .filter((line) => line.msg === 'response failed');

    for (const code of ['EPIPE', 'ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'])
      app.emit('error', Object.assign(new Error(`client gone (${code})`), { code }));
    expect(failed()).toEqual([]);

    app.emit('error', new TypeError('the page stream broke'));
    expect(failed()).toEqual([
      expect.objectContaining({
        err: expect.objectContaining({ name: 'TypeError', message: 'the page stream broke' }),
      }),
    ]);
    expect(printed).not.toHaveBeenCalled();
  });
});

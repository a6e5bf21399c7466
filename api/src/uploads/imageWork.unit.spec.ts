import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, UnavailableError } from '@aangan/contracts';
import { createImageWork } from './imageWork.ts';

/** A job that finishes when told to, recording when it ran. */
function heldJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: async () => (log.push(`start ${name}`), await done, log.push(`end ${name}`), name), finish };
}

describe('image work', () => {
  it('runs one job at a time, in the order they came, handing the slot straight to the next', async () => {
    const work = createImageWork({ queueLength: 5 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => heldJob(log, name));
    const results = jobs.map((j) => work.run(j.job));
    await Promise.resolve();
    expect(work.stats()).toMatchObject({ processing: 1, waiting: 2 });
    jobs[0].finish();
    await results[0];
    // A job arriving while the slot changes hands waits behind those already waiting.
    const late = heldJob(log, 'late');
    const lateResult = work.run(late.job);
    jobs[1].finish();
    jobs[2].finish();
    late.finish();
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', 'c', 'late']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start late', 'end late']);
    expect(work.stats()).toEqual({ processing: 0, waiting: 0, peakProcessing: 1, done: 4 });
  });

  it('refuses a job as busy (503 with Retry-After) once the waiting line is full, and frees the slot after a failure', async () => {
    const work = createImageWork({ queueLength: 1 });
    const log: string[] = [];
    const first = heldJob(log, 'first');
    const running = work.run(first.job);
    const queued = work.run(async () => 'queued');
    const refused = await work.run(async () => 'refused').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnavailableError);
    expect(refused).toMatchObject({ status: 503, message: UPLOAD_MESSAGES.image.busy });
    first.finish();
    expect(await Promise.all([running, queued])).toEqual(['first', 'queued']);
    await expect(work.run(async () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    expect(await work.run(async () => 'after')).toBe('after');
    expect(work.stats().processing).toBe(0);
  });
});

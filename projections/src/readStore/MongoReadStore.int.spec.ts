import { MongoBulkWriteError, MongoNetworkTimeoutError, MongoServerError, MongoWriteConcernError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { MongoReadStore, translateError } from './MongoReadStore.ts';
import { DuplicateKeyError, ReadStoreUnavailableError } from './ReadStore.ts';

describe('MongoReadStore without a server', () => {
  it('reports the store unavailable when no server answers in time', async () => {
    const started = Date.now();
    const connecting = MongoReadStore.connect({
      url: 'mongodb://127.0.0.1:1/?directConnection=true',
      dbName: 'aangan',
      serverSelectionTimeoutMS: 300,
    });
    await expect(connecting).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('turns E11000 into DuplicateKeyError naming the key', () => {
    const single = new MongoServerError({
      message:
        'E11000 duplicate key error collection: aangan.projects index: slug_1 dup key: { slug: "sunrise-heights" }',
      code: 11000,
      keyValue: { slug: 'sunrise-heights' },
    });
    const translated = translateError(single, 'projects');
    expect(translated).toBeInstanceOf(DuplicateKeyError);
    expect((translated as DuplicateKeyError).key).toBe('{"slug":"sunrise-heights"}');
    expect((translated as DuplicateKeyError).collection).toBe('projects');
  });

  it('turns a refused write of an ordered bulk into DuplicateKeyError', () => {
    const bulk = new MongoBulkWriteError(
      {
        message:
          'E11000 duplicate key error collection: aangan.projects index: slug_1 dup key: { slug: "sunrise-heights" }',
        code: 11000,
        writeErrors: [],
      },
      // The result is only read for counts, which this test does not look at.
      {} as ConstructorParameters<typeof MongoBulkWriteError>[1],
    );
    expect(translateError(bulk, 'projects')).toBeInstanceOf(DuplicateKeyError);
  });

  it('reports a primary that stepped down as unavailable', () => {
    const steppedDown = new MongoServerError({ message: 'not primary', code: 10107 });
    expect(translateError(steppedDown, 'projects')).toBeInstanceOf(ReadStoreUnavailableError);
  });

  it('reports every kind of timeout as unavailable: a read over its limit, an unconfirmed majority write, a silent socket', () => {
    const overLimit = new MongoServerError({ message: 'operation exceeded time limit', code: 50 });
    const noMajority = new MongoWriteConcernError({
      writeConcernError: { code: 64, errmsg: 'waiting for replication timed out' },
      ok: 1,
    });
    const silent = new MongoNetworkTimeoutError('connection 3 to 127.0.0.1:27017 timed out');
    for (const timeout of [overLimit, noMajority, silent])
      expect(translateError(timeout, 'projects')).toBeInstanceOf(ReadStoreUnavailableError);
  });

  it('passes other server errors through unchanged', () => {
    const other = new MongoServerError({ message: 'unknown operator: $near2', code: 2 });
    expect(translateError(other, 'projects')).toBe(other);
  });
});

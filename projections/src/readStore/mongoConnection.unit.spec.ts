import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONGO_TIMEOUTS, mongoClientOptions } from './mongoConnection.ts';

describe('the MongoDB client’s options', () => {
  it('sign in as the given user with the password as it is, where the URL would need it percent-encoded', () => {
    const password = 'p@ss:w%rd/with?chars#';
    const client = new MongoClient(
      'mongodb://mongodb:27017/?authSource=aangan',
      mongoClientOptions(DEFAULT_MONGO_TIMEOUTS, { username: 'aangan', password }),
    );
    expect(client.options.credentials).toMatchObject({ username: 'aangan', password, source: 'aangan' });
    // The same password spliced into the URL, as a compose file would, is not even a URL the driver takes.
    expect(() => new MongoClient(`mongodb://aangan:${password}@mongodb:27017/?authSource=aangan`)).toThrow();
  });

  it('keep the limits and majority writes, and sign in as nobody when no user is given', () => {
    const client = new MongoClient('mongodb://mongodb:27017', mongoClientOptions(DEFAULT_MONGO_TIMEOUTS));
    expect(client.options.credentials).toBeUndefined();
    expect(client.options).toMatchObject({ serverSelectionTimeoutMS: 5_000, socketTimeoutMS: 20_000 });
    expect(client.options.writeConcern).toMatchObject({ w: 'majority' });
  });
});

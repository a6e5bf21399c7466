import { randomBytes, randomUUID } from 'node:crypto';

export interface IdGenerator {
  /** UUID v4: event ids, correlation ids, token ids. */
  uuid(): string;
  /** 24 hex characters (time + random), the shape of the spec's `_id`. */
  objectId(): string;
}

export function createIdGenerator(now: () => Date): IdGenerator {
  return {
    uuid: () => randomUUID(),
    objectId: () =>
      Math.floor(now().getTime() / 1000)
        .toString(16)
        .padStart(8, '0') + randomBytes(8).toString('hex'),
  };
}

import type { Doc } from './ReadStore.ts';
import { freezeParsedDocument } from './sealDocument.ts';

// Documents fresh from JSON.parse (a snapshot's) are stored as they are and frozen later: each one
// as it is first handed out, the rest in slices once the server serves (see InMemoryReadStore.ts).

/** A stored document on its way out: frozen now if it came from JSON.parse and was not yet. */
export function handOut<T extends Doc>(doc: T): T {
  return Object.isFrozen(doc) ? doc : freezeParsedDocument(doc);
}

/** Documents frozen between two turns of the event loop (a few milliseconds' work). */
const FREEZES_PER_TURN = 500;

/** Freezes batches of thawed documents, a slice per turn of the event loop so requests keep flowing. */
export async function freezeThawed(thawed: Doc[][]): Promise<void> {
  let done = 0;
  while (thawed.length > 0) {
    const batch = thawed.pop()!;
    for (const doc of batch) {
      handOut(doc);
      if (++done % FREEZES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** A document fresh from JSON.parse, stored as it is until it is handed out or `fillDeferred` freezes it. */
export function thawedDocument<T extends Doc>(doc: T): T {
  if (typeof doc?._id !== 'string') throw new TypeError('A read-model document needs a string _id');
  return doc;
}

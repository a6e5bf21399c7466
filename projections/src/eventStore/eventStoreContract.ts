/**
 * The one behaviour suite every EventStore adapter must pass. Each adapter's spec calls
 * `describeEventStoreContract` with a factory; every test gets a fresh store and cleans it up.
 */
import { afterEach, beforeEach, describe } from 'vitest';
import type { EventStore } from './EventStore.ts';
import { describeAppendContract } from './appendContract.ts';
import { describeReadContract } from './readContract.ts';
import { describeSubscriptionContract } from './subscriptionContract.ts';

export interface ContractStore {
  store: EventStore;
  cleanup(): Promise<void>;
}

export function describeEventStoreContract(name: string, makeStore: () => Promise<ContractStore>): void {
  describe(`${name} honours the event store contract`, () => {
    let current: ContractStore | undefined;

    beforeEach(async () => {
      current = await makeStore();
    });

    afterEach(async () => {
      const finished = current;
      current = undefined;
      await finished?.cleanup();
    });

    const store = (): EventStore => {
      if (!current) throw new Error('No event store: the contract suite creates one per test');
      return current.store;
    };

    describeAppendContract(store);
    describeReadContract(store);
    describeSubscriptionContract(store);
  });
}

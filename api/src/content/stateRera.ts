import type { StateReraDoc } from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import { readAfterCommand } from '../core/commandAccepted.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { STATE_RERA_STREAM, stateReraDecider } from './stateReraDecider.ts';
import {
  MODERATION_DATA,
  NOTHING_SAVED,
  collectionsOf,
  type WebsiteConfigurationDeps,
} from './websiteConfigurationDeps.ts';

export function createStateRera(deps: WebsiteConfigurationDeps) {
  const col = collectionsOf(deps.readStore);
  const stateReraCommands = commandRunner(deps, {
    decider: stateReraDecider,
    idOf: (command) => command.state,
    stream: () => STATE_RERA_STREAM,
    poll: () => MODERATION_DATA,
  });

  /** The registrations and the revision of the map (-1: none ever set). */
  async function stateReraRecord(): Promise<{ data: Record<string, string>; revision: number }> {
    const doc = await col<StateReraDoc>('state_rera').get('states');
    return doc ? { data: doc.data, revision: doc.revision } : { data: {}, revision: -1 };
  }

  return {
    stateReraRecord,
    stateRera: async (): Promise<Record<string, string>> => (await stateReraRecord()).data,
    /** Sets one state's registration; the whole map is one record, so `expectedRevision` is the map's. */
    async setStateRera(context: CommandContext, state: string, registration: string | null, expectedRevision?: number) {
      const { stored } = await stateReraCommands(
        context,
        { type: 'SetStateRera', state, registration },
        { expectedRevision, unsaved: NOTHING_SAVED },
      );
      return { data: await readAfterCommand(stored, () => this.stateRera()), revision: stored.revision };
    },
  };
}

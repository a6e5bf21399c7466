import type { AdminUserDoc } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';

export interface NamedActor {
  id: string;
  name: string;
  role: string;
}

/**
 * Who an actor id stands for, in words, for anyone who reads a history (auditors included): staff by
 * their name, the system and visitors as such. `role` is the role the actor had when it acted, when
 * the caller knows it; else the account's current role.
 */
export function createActorNames(readStore: ReadStore) {
  return async function actorNames(
    actors: Iterable<{ id: string; role?: string }>,
  ): Promise<(actor: { id: string; role?: string }) => NamedActor> {
    const ids = [...new Set([...actors].map((actor) => actor.id))].filter(
      (id) => !id.startsWith('system') && id !== 'anonymous',
    );
    const users = await readStore.collection<AdminUserDoc>('admin_users').getMany(ids);
    return (actor) => {
      const user = users.get(actor.id);
      if (user) return { id: actor.id, name: user.name, role: actor.role ?? user.role };
      if (actor.id === 'anonymous') return { id: actor.id, name: 'Visitor', role: 'visitor' };
      if (actor.id.startsWith('system')) return { id: actor.id, name: 'System', role: 'system' };
      return { id: actor.id, name: actor.id, role: actor.role ?? 'unknown' };
    };
  };
}

export type ActorNames = ReturnType<typeof createActorNames>;

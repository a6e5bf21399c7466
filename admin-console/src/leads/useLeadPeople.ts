import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetIdentity, usePermissions } from 'react-admin';
import type { AdminDataProvider, LeadAssignee } from '../providers/dataProvider.ts';
import { roleLabel } from '../users/roleChoices.ts';

export interface LeadPeople {
  role: string | undefined;
  /** The signed-in user's id. */
  myId: string | undefined;
  /** Admins and sales users by id: the people who can hold and work leads. */
  users: ReadonlyMap<string, LeadAssignee>;
  /** Who a lead can be given to: active admin and sales users. */
  assignable: LeadAssignee[];
  /** "You" or a user's name, when known. */
  knownName(userId: string): string | null;
  /** "You", a user's name, or what can be said without it. */
  nameOf(userId: string | null): string;
  /** Who did something in a lead's history. */
  actorOf(entry: { by: string; role: string }): string;
}

const NONE: LeadAssignee[] = [];

/**
 * Names for the user ids a lead carries (assignee, history, notes), from
 * `GET /admin/leads/assignees`, which every console role may read (read once per screen).
 */
export function useLeadPeople(): LeadPeople {
  const { permissions: role } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [list, setList] = useState<LeadAssignee[]>(NONE);
  useEffect(() => {
    let live = true;
    dataProvider.getLeadAssignees().then(
      (people) => live && setList(people),
      () => undefined, // without names the screens fall back to roles
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  const myId = identity ? String(identity.id) : undefined;

  return useMemo(() => {
    const users = new Map(list.map((user) => [user.id, user]));
    const assignable = list.filter((user) => user.status === 'active');
    const knownName = (userId: string): string | null => (userId === myId ? 'You' : (users.get(userId)?.name ?? null));
    const nameOf = (userId: string | null): string => (userId ? (knownName(userId) ?? 'Assigned') : 'Unassigned');
    const actorOf = ({ by, role: actorRole }: { by: string; role: string }): string => {
      if (by === 'anonymous' || by === 'visitor' || actorRole === 'visitor') return 'Website form';
      if (by === myId) return 'You';
      const user = users.get(by);
      if (user) return `${user.name} (${roleLabel(user.role)})`;
      if (actorRole === 'system') return 'System';
      return roleLabel(actorRole);
    };
    return { role, myId, users, assignable, knownName, nameOf, actorOf };
  }, [list, myId, role]);
}

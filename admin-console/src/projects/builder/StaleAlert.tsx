import { StaleNotice } from '../../content/StaleNotice.tsx';
import type { AdminProject } from '@aangan/contracts';

/** What the builder knows about a save refused because someone else saved first (412). */
export interface Conflict {
  theirs: AdminProject;
  /** What their version changed, one line each ('Rating: 8 → 9'). */
  changed: string[];
  /** The admin chose to keep their own changes: the next save replaces the other version. */
  keptMine: boolean;
}

const actorName = (actor: AdminProject['updatedBy']): string => actor.name || 'Someone else';

/**
 * Explains a stale save (the console's one way, StaleNotice): who saved, what they changed, and
 * that the admin's own changes are still in the form. Reloading takes their version (and drops the
 * admin's); keeping makes the next save go over theirs.
 */
export function StaleAlert({
  conflict,
  onReload,
  onKeepMine,
}: {
  conflict: Conflict;
  onReload(): void;
  onKeepMine(): void;
}) {
  return (
    <StaleNotice
      what="this project"
      who={actorName(conflict.theirs.updatedBy)}
      revision={conflict.theirs.revision}
      changed={conflict.changed}
      keptMine={conflict.keptMine}
      onReload={onReload}
      onKeepMine={onKeepMine}
    />
  );
}

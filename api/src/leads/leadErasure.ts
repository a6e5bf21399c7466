import type { LeadDoc } from '@aangan/contracts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { DAY_MS, leadAggregate, type LeadServiceDeps } from './leadCommands.ts';
import { appendRecord } from '../core/commandHandler.ts';

/** Erasure on request (DPDP Act) and the résumé retention sweep. */
export function createLeadErasure(deps: LeadServiceDeps) {
  const leads = () => deps.readStore.collection<LeadDoc>('leads');
  const run = commandRunner(deps, leadAggregate);

  /** Erases one person by subject id (also how a restore re-applies erasures made after its backup); answers how many leads were theirs. */
  async function eraseSubject(context: CommandContext, subjectId: string): Promise<number> {
    const theirs = await leads().find({ subjectId });
    await deps.alsoErase?.(context, subjectId);
    await deps.vault.erase(subjectId);
    for (const lead of theirs) {
      if (lead.resumeKey) {
        await deps.files.delete(lead.resumeKey);
        await run(context, { type: 'DeleteResume', leadId: lead._id, reason: 'erasure' });
      }
      await run(context, { type: 'EraseLead', leadId: lead._id });
    }
    await appendRecord(
      deps.eventStore,
      `person-${subjectId}`,
      { type: 'PersonErased', data: { subjectId, leadCount: theirs.length } },
      eventMetadata(context, deps.now()),
    );
    return theirs.length;
  }

  return {
    eraseSubject,

    /**
     * Erases a person found by phone or email: their key and identifiers go, every lead of theirs is
     * marked erased (the read model forgets the fields), résumés are deleted. The history keeps
     * that it happened and who asked, nothing about the person.
     */
    async erasePerson(context: CommandContext, identifier: { phone?: string | undefined; email?: string | undefined }) {
      const subjects = new Set<string>();
      if (identifier.phone) for (const s of await deps.vault.findSubjects(`phone:${identifier.phone}`)) subjects.add(s);
      // As given (leads keep the address as typed) and in lower case (alerts keep it so).
      const emails = identifier.email ? new Set([identifier.email, identifier.email.trim().toLowerCase()]) : [];
      for (const email of emails) for (const s of await deps.vault.findSubjects(`email:${email}`)) subjects.add(s);
      let leadCount = 0;
      for (const subjectId of subjects) leadCount += await eraseSubject(context, subjectId);
      deps.logger.info({ people: subjects.size, leads: leadCount }, 'personal data erased');
      return { people: subjects.size, leads: leadCount };
    },

    /** Deletes résumés older than the retention period; answers how many. */
    async sweepResumes(context: CommandContext, asOf: Date = deps.now()): Promise<number> {
      const before = new Date(asOf.getTime() - deps.resumeRetentionDays * DAY_MS).toISOString();
      const due = await leads().find(
        { kind: 'careers', resumeKey: { $ne: null }, createdAt: { $lt: before } },
        { limit: 500 },
      );
      for (const lead of due) {
        await deps.files.delete(lead.resumeKey!);
        await run(context, { type: 'DeleteResume', leadId: lead._id, reason: 'retention' });
      }
      if (due.length) deps.logger.info({ count: due.length }, 'résumés deleted after the retention period');
      return due.length;
    },
  };
}

import { createHmac } from 'node:crypto';
import {
  FORM_REFUSALS,
  NotFoundError,
  PRIVACY_NOTICE,
  maskEmail,
  maskPhone,
  type ConsentRecord,
  type LeadDoc,
  type LeadKind,
  type NoticePeriod,
  type ProjectDoc,
} from '@aangan/contracts';
import { isWrongExpectedRevision } from '@aangan/projections';
import { consumeOrThrow } from '../auth/rateLimits.ts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { appendChecked } from '../core/commandHandler.ts';
import { idempotent, recordedAnswer } from './idempotency.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { leadAggregate, type LeadServiceDeps } from './leadCommands.ts';
import { leadStream } from './leadDecider.ts';
import { leadIdentity, type LeadIdentity } from './leadIdentity.ts';

export interface LeadSubmission {
  kind: LeadKind;
  projectId: string | null;
  firstName: string;
  lastName: string;
  /** E.164 */
  phone: string;
  email: string;
  message: string;
  preferredTime?: 'anytime' | 'morning' | 'afternoon' | 'evening' | null;
  noticePeriod?: NoticePeriod | null;
  currentCtc?: string;
  expectedCtc?: string;
  coverLetter?: string;
  resume?: Uint8Array;
  sourcePath: string | null;
}

export interface SubmitOptions {
  ip: string;
  idempotencyKey?: string;
  /** The form token the page got (already checked for signature and fill time): spent here, once. */
  formToken?: string;
}

export interface LeadReceipt {
  leadId: string;
  repeat: boolean;
}

/** A repeat enquiry about the same project within this window is kept on the first lead. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Per address: 10 forms in 10 minutes; per mobile number: 5 in an hour (counted by keyed hash). */
export const FORM_LIMITS = {
  perAddress: { forms: 10, windowSeconds: 600 },
  perPhone: { forms: 5, windowSeconds: 3600 },
} as const;

const TOO_MANY_FROM_IP = FORM_REFUSALS.tooManyFromConnection;
const TOO_MANY_FOR_PHONE = FORM_REFUSALS.tooManyForPhone;

/** Public forms in: rate limits, single-use form tokens, exactly-once receipt of a lead or a repeat. */
export function createLeadIntake(deps: LeadServiceDeps) {
  const leads = () => deps.readStore.collection<LeadDoc>('leads');
  const run = commandRunner(deps, leadAggregate);
  const perIp = deps.rateLimits.limiter({
    keyPrefix: 'forms-ip',
    points: FORM_LIMITS.perAddress.forms,
    duration: FORM_LIMITS.perAddress.windowSeconds,
  });
  const perPhone = deps.rateLimits.limiter({
    keyPrefix: 'forms-phone',
    points: FORM_LIMITS.perPhone.forms,
    duration: FORM_LIMITS.perPhone.windowSeconds,
  });

  /**
   * One enquiry window per person and project: the stream says which lead the last enquiry opened
   * and when, and is appended with its expected revision, so two requests at once cannot both open
   * a new lead. A window this submission opened itself (a retry) is its own, not a repeat.
   */
  async function claimEnquiryWindow(
    context: CommandContext,
    subjectId: string,
    projectId: string,
    newLeadId: string,
    identity: LeadIdentity | null,
  ): Promise<LeadReceipt> {
    const stream = `enquiryWindow-${subjectId}-${projectId}`;
    for (;;) {
      const recorded = await deps.eventStore.readStream(stream);
      const last = recorded[recorded.length - 1];
      const lastData = last?.data as { leadId: string; at: string } | undefined;
      if (lastData?.leadId === newLeadId) return { leadId: newLeadId, repeat: false };
      if (lastData && deps.now().getTime() - Date.parse(lastData.at) < REPEAT_WINDOW_MS) {
        const lead = await leads().get(lastData.leadId);
        if (lead && !lead.erased) return { leadId: lastData.leadId, repeat: true };
      }
      try {
        await appendChecked(
          deps.eventStore,
          stream,
          [
            {
              id: identity?.eventId('window') ?? deps.ids.uuid(),
              type: 'EnquiryWindowOpened',
              data: { leadId: newLeadId, at: deps.now().toISOString() },
              metadata: eventMetadata(context, deps.now()),
            },
          ],
          last ? last.revision : 'no_stream',
        );
        return { leadId: newLeadId, repeat: false };
      } catch (error) {
        if (!isWrongExpectedRevision(error)) throw error;
      }
    }
  }

  function requestHash(submission: LeadSubmission): string {
    const { resume, ...fields } = submission;
    const hmac = createHmac('sha256', deps.vault.blind('idempotency'))
      .update(submission.kind)
      .update(JSON.stringify(fields));
    if (resume) hmac.update(resume);
    return hmac.digest('base64url');
  }

  /** Receives the lead (or the repeat); with an identity, first looks for what an earlier attempt already stored. */
  async function receive(
    context: CommandContext,
    submission: LeadSubmission,
    identity: LeadIdentity | null,
  ): Promise<LeadReceipt> {
    if (identity && (await deps.eventStore.readStream(leadStream(identity.leadId))).length > 0)
      return { leadId: identity.leadId, repeat: false };
    if (submission.projectId) {
      const project = await deps.readStore.collection<ProjectDoc>('projects').get(submission.projectId);
      if (!project || project.status !== 'posted') throw new NotFoundError('This project is no longer listed.');
    }
    const subjectId = await deps.vault.subjectFor(
      [`phone:${submission.phone}`, `email:${submission.email}`],
      deps.ids.uuid,
    );
    const kindPurposes =
      submission.kind === 'project' || submission.kind === 'general'
        ? PRIVACY_NOTICE.purposes.enquiry
        : PRIVACY_NOTICE.purposes[submission.kind];
    const consent: ConsentRecord = {
      noticeVersion: PRIVACY_NOTICE.version,
      purposes: [...kindPurposes],
      at: deps.now().toISOString(),
    };
    const personal = await deps.vault.seal(subjectId, {
      firstName: submission.firstName,
      lastName: submission.lastName,
      phone: submission.phone,
      email: submission.email,
      message: submission.message,
      ...(submission.currentCtc !== undefined ? { currentCtc: submission.currentCtc } : {}),
      ...(submission.expectedCtc !== undefined ? { expectedCtc: submission.expectedCtc } : {}),
      ...(submission.coverLetter !== undefined ? { coverLetter: submission.coverLetter } : {}),
    });
    let leadId = identity?.leadId ?? deps.ids.objectId();
    if (submission.kind === 'project' && submission.projectId) {
      const window = await claimEnquiryWindow(context, subjectId, submission.projectId, leadId, identity);
      if (window.repeat) {
        // The same event ids on a retry: the store takes the second append as the first one's retry.
        await run(
          context,
          { type: 'RecordRepeat', repeat: { leadId: window.leadId, subjectId, personal, consent } },
          { eventId: identity?.eventIds('repeat') },
        );
        return window;
      }
      leadId = window.leadId;
    }
    let resumeKey: string | null = null;
    if (submission.resume) {
      resumeKey = `private/resumes/${leadId}.sealed`;
      await deps.files.put(resumeKey, await deps.vault.sealBytes(subjectId, submission.resume), {
        contentType: 'application/octet-stream',
      });
    }
    const lead = {
      leadId,
      kind: submission.kind,
      projectId: submission.projectId,
      subjectId,
      personal,
      consent,
      preferredTime: submission.preferredTime ?? null,
      noticePeriod: submission.noticePeriod ?? null,
      resumeKey,
      sourcePath: submission.sourcePath,
    };
    await run(context, { type: 'ReceiveLead', lead }, { eventId: identity?.eventIds('receive') });
    return { leadId, repeat: false };
  }

  return {
    /**
     * A public form. A key whose answer is recorded gets that answer and spends nothing (no form
     * token, no rate limit); anything else spends the form token, counts against the limits and is
     * received exactly once per Idempotency-Key.
     */
    async submit(context: CommandContext, submission: LeadSubmission, options: SubmitOptions): Promise<LeadReceipt> {
      const scope = `lead-${submission.kind}`;
      const hash = requestHash(submission);
      const key = options.idempotencyKey;
      const known = key ? await recordedAnswer<LeadReceipt>(deps.eventStore, scope, key, hash) : null;
      if (known) return known.result;
      if (options.formToken !== undefined)
        await deps.forms.spend(options.formToken, key, eventMetadata(context, deps.now()));
      await consumeOrThrow(perIp, options.ip, TOO_MANY_FROM_IP);
      await consumeOrThrow(perPhone, deps.vault.blind(`phone:${submission.phone}`), TOO_MANY_FOR_PHONE);
      const identity = key ? leadIdentity(scope, key, hash) : null;
      const result = await idempotent(
        {
          eventStore: deps.eventStore,
          newId: deps.ids.uuid,
          now: deps.now,
          metadata: () => eventMetadata(context, deps.now()),
        },
        scope,
        key,
        hash,
        () => receive(context, submission, identity),
      );
      deps.logger.info(
        {
          kind: submission.kind,
          leadId: result.leadId,
          repeat: result.repeat,
          phone: maskPhone(submission.phone),
          email: maskEmail(submission.email),
        },
        'lead received',
      );
      return result;
    },
  };
}

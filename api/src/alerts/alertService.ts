import { createHash } from 'node:crypto';
import {
  ALERT_MESSAGES,
  ALERT_NOTICE,
  ALERT_REQUESTS_PER_DAY,
  ALERT_REQUESTS_PER_HOUR_FROM_ONE_ADDRESS,
  ALERT_REQUESTS_PER_MINUTE,
  ALERT_SEARCH_KEYS,
  alertSearchLabel,
  isObjectId,
  NotFoundError,
  type AlertDoc,
  type AlertLinkOutcome,
  type AlertRequest,
  type AlertSearch,
  type AlertTopic,
  type ProjectDoc,
} from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { CommandContext } from '../core/commandContext.ts';
import { commandRunner, type CommandRunnerDeps } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import { reserveOrThrow, type RateLimits } from '../auth/rateLimits.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import { alertAggregate, alertSettingsAggregate } from './alertDeciders.ts';
import type { AlertLinks } from './alertLinks.ts';

export interface AlertServiceDeps extends CommandRunnerDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  vault: Pick<PersonalDataVault, 'subjectFor' | 'seal' | 'blind'>;
  rateLimits: RateLimits;
  ids: IdGenerator;
  links: AlertLinks;
  /** Asks for queued mails to go out now (the confirmation just requested). */
  mailQueued: () => void;
}

/** A saved search as kept: the given parameters, trimmed, lists in a fixed order, empty ones left out. */
function canonicalSearch(search: AlertSearch): AlertSearch {
  const canonical: AlertSearch = {};
  for (const key of ALERT_SEARCH_KEYS) {
    const value = search[key]?.trim();
    if (!value) continue;
    const list = ['bhk', 'projectSubType', 'amenities', 'city'].includes(key);
    canonical[key] = list
      ? [
          ...new Set(
            value
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean),
          ),
        ]
          .sort()
          .join(',')
      : value;
  }
  return canonical;
}

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** Saved searches and watched projects: requested with consent, confirmed by mail, ended with one click. */
export function createAlertService(deps: AlertServiceDeps) {
  const run = commandRunner(deps, alertAggregate);
  const runSettings = commandRunner(deps, alertSettingsAggregate);
  const alerts = () => deps.readStore.collection<AlertDoc>('alerts');
  const perAddress = deps.rateLimits.limiter({
    keyPrefix: 'alert-requests',
    points: ALERT_REQUESTS_PER_MINUTE,
    duration: 60,
  });
  const perAddressDaily = deps.rateLimits.limiter({
    keyPrefix: 'alert-requests-day',
    points: ALERT_REQUESTS_PER_DAY,
    duration: 24 * 60 * 60,
  });
  const perNetwork = deps.rateLimits.limiter({
    keyPrefix: 'alert-requests-ip',
    points: ALERT_REQUESTS_PER_HOUR_FROM_ONE_ADDRESS,
    duration: 60 * 60,
  });

  async function topicOf(body: AlertRequest): Promise<{ topic: AlertTopic; topicKey: string }> {
    if (body.projectSlug !== undefined) {
      const projects = deps.readStore.collection<ProjectDoc>('projects');
      const [bySlug] = await projects.find({ slug: body.projectSlug, status: 'posted' }, { limit: 1 });
      const project = bySlug ?? (isObjectId(body.projectSlug) ? await projects.get(body.projectSlug) : null);
      if (!project || project.status !== 'posted') throw new NotFoundError(ALERT_MESSAGES.projectUnknown);
      return {
        topic: {
          kind: 'project',
          projectId: project._id,
          slug: project.slug ?? project._id,
          title: project.projectTitle ?? 'Project',
        },
        topicKey: `project:${project._id}`,
      };
    }
    const search = canonicalSearch(body.search ?? {});
    return {
      topic: { kind: 'search', search, label: alertSearchLabel(search) },
      topicKey: `search:${hash(JSON.stringify(search)).slice(0, 24)}`,
    };
  }

  async function end(context: CommandContext, alertId: string, reason: 'link' | 'one-click' | 'erasure') {
    return run(context, { type: 'EndAlert', alertId, reason });
  }

  return {
    /**
     * Records the request and queues its confirmation mail. Refused: a sixth request for one address in a
     * minute, a thirteenth in a day, a forty-first from one network address in an hour.
     */
    async request(context: CommandContext, body: AlertRequest): Promise<void> {
      const { topic, topicKey } = await topicOf(body);
      const address = deps.vault.blind(`alerts:${body.email}`);
      // Each limit says its own reason; the minute's first, as the one a person meets.
      await reserveOrThrow([{ limiter: perAddress, key: address }], ALERT_MESSAGES.tooMany);
      await reserveOrThrow([{ limiter: perAddressDaily, key: address }], ALERT_MESSAGES.tooManyToday);
      if (context.clientIpHash)
        await reserveOrThrow([{ limiter: perNetwork, key: context.clientIpHash }], ALERT_MESSAGES.tooManyFromHere);
      const subjectId = await deps.vault.subjectFor([`email:${body.email}`], deps.ids.uuid);
      const email = await deps.vault.seal(subjectId, { email: body.email });
      const alertId = hash('alert', subjectId, topicKey).slice(0, 24);
      const result = await run(context, {
        type: 'RequestAlert',
        alertId,
        subjectId,
        email,
        topic,
        topicKey,
        noticeVersion: body.noticeVersion ?? ALERT_NOTICE.version,
      });
      if (result.events.length) deps.mailQueued();
    },

    async confirm(
      context: CommandContext,
      target: { alert?: string | undefined },
      token: string,
    ): Promise<AlertLinkOutcome> {
      if (!target.alert || !deps.links.verify('confirm', { alert: target.alert }, token)) return 'invalid';
      const result = await run(context, { type: 'ConfirmAlert', alertId: target.alert });
      if (result.state.status === 'none') return 'invalid';
      return result.state.status === 'active' ? 'confirmed' : 'unsubscribed';
    },

    /** Ends one alert, or every alert of one person (the mail app's one-click unsubscribe). */
    async unsubscribe(
      context: CommandContext,
      target: { alert?: string | undefined; person?: string | undefined },
      token: string,
      reason: 'link' | 'one-click',
    ): Promise<AlertLinkOutcome> {
      const clean = target.alert ? { alert: target.alert } : target.person ? { person: target.person } : {};
      if (!deps.links.verify('unsubscribe', clean, token)) return 'invalid';
      if (target.alert) {
        const result = await end(context, target.alert, reason);
        return result.state.status === 'none' ? 'invalid' : 'unsubscribed';
      }
      const theirs = await alerts().find({ subjectId: target.person!, status: { $in: ['pending', 'active'] } });
      for (const alert of theirs) await end(context, alert._id, reason);
      return 'unsubscribed';
    },

    /** Erasure (DPDP Act): every alert of the person ends; their address goes with their key. */
    async eraseSubject(context: CommandContext, subjectId: string): Promise<number> {
      const theirs = await alerts().find({ subjectId, status: { $in: ['pending', 'active'] } });
      for (const alert of theirs) await end(context, alert._id, 'erasure');
      return theirs.length;
    },

    /** Pauses or resumes alerts for everyone, from the revision the admin saw. */
    setPaused(context: CommandContext, paused: boolean, expectedRevision: number) {
      return runSettings(context, { type: 'SetAlertsPaused', paused }, { expectedRevision });
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;

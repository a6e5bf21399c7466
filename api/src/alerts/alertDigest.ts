import {
  ALERT_DIGEST_ITEM_LIMIT,
  INDIA_UTC_OFFSET_MS,
  type AlertDoc,
  type AlertItem,
  type AlertPersonDoc,
  type AlertSettingsDoc,
  type ProjectDoc,
  type ProjectSearchQuery,
} from '@aangan/contracts';
import type { EventStore, ReadStore, RecordedEvent } from '@aangan/projections';
import { systemContext } from '../core/commandContext.ts';
import { commandRunner, type CommandRunnerDeps } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import { indianDay } from '../core/indianTime.ts';
import { projectStream } from '../projects/projectDecider.ts';
import { digestAggregate } from './alertDeciders.ts';
import { NEW_PROJECTS_PER_SEARCH, newProjectItem, searchQueryOf, watchedProjectItems } from './alertItems.ts';

export interface AlertDigestDeps extends CommandRunnerDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  /** The search's own query: projects a saved search finds, first posted in a span of time. */
  postedBetween(query: ProjectSearchQuery, since: string, until: string, limit: number): Promise<ProjectDoc[]>;
  /** The India hour (0–23) digests go out at (ALERTS_DIGEST_HOUR). */
  digestHour: number;
}

export interface DigestRun {
  /** Asked before the digest hour (the running site's clock): nothing is due yet. */
  early?: boolean;
  paused?: boolean;
  /** People whose digest was queued. */
  queued: number;
  /** People with active alerts and nothing new to tell. */
  quiet: number;
  /** People already sent today's digest. */
  alreadySent: number;
}

/**
 * A digest tells what happened up to a minute before it runs: a command stamped just before the
 * digest but stored just after it is told by the next one, never by neither.
 */
const SETTLE_MS = 60_000;

/** The instant of `hour`:00 in India on the India day `day` (YYYY-MM-DD). */
const digestInstant = (day: string, hour: number): number =>
  Date.parse(`${day}T00:00:00.000Z`) - INDIA_UTC_OFFSET_MS + hour * 60 * 60 * 1000;

const indianHour = (at: Date): number => new Date(at.getTime() + INDIA_UTC_OFFSET_MS).getUTCHours();

/**
 * Queues the day's digests: for each person with confirmed alerts, everything that happened since
 * they confirmed or since their last digest, whichever is later, in one mail. Nothing to tell, no
 * mail; one a day per person (the digest's stream refuses a second for the same India day).
 */
export function createAlertDigest(deps: AlertDigestDeps) {
  const run = commandRunner(deps, digestAggregate);

  async function itemsFor(
    alert: AlertDoc,
    since: string,
    upTo: string,
    streams: Map<string, Promise<RecordedEvent[]>>,
  ): Promise<AlertItem[]> {
    if (alert.topic.kind === 'project') {
      const stream = projectStream(alert.topic.projectId);
      if (!streams.has(stream)) streams.set(stream, deps.eventStore.readStream(stream));
      return watchedProjectItems(alert, await streams.get(stream)!, since, upTo);
    }
    const found = await deps.postedBetween(searchQueryOf(alert.topic.search), since, upTo, NEW_PROJECTS_PER_SEARCH);
    return found.map((doc) => newProjectItem(alert._id, doc));
  }

  return {
    async queueDue(options: { at: Date; ignoreHour?: boolean; ignoreDailyLimit?: boolean }): Promise<DigestRun> {
      const { at } = options;
      const tally: DigestRun = { queued: 0, quiet: 0, alreadySent: 0 };
      const settings = await deps.readStore.collection<AlertSettingsDoc>('alert_settings').get('alerts');
      if (settings?.paused) return { ...tally, paused: true };
      if (!options.ignoreHour && indianHour(at) < deps.digestHour) return { ...tally, early: true };
      // Read what the log holds now: a change made a moment ago is in this digest, not lost between two.
      await deps.waiter.waitFor(await deps.eventStore.headPosition(), 10_000);
      const day = indianDay(at);
      // The running site tells what happened up to today's digest hour (a start after the hour
      // catches up to it, no further); the digest command, up to now.
      const cutoff = options.ignoreHour ? at.getTime() : digestInstant(day, deps.digestHour);
      const upTo = new Date(cutoff - SETTLE_MS).toISOString();
      const active = await deps.readStore.collection<AlertDoc>('alerts').find({ status: 'active' }, { limit: 100_000 });
      const bySubject = new Map<string, AlertDoc[]>();
      for (const alert of active) bySubject.set(alert.subjectId, [...(bySubject.get(alert.subjectId) ?? []), alert]);
      const people = await deps.readStore.collection<AlertPersonDoc>('alert_people').getMany([...bySubject.keys()]);
      const streams = new Map<string, Promise<RecordedEvent[]>>();
      const context = systemContext(deps.ids, 'alert-digest');
      for (const [subjectId, alerts] of bySubject) {
        const person = people.get(subjectId);
        if (person?.lastDay === day && !options.ignoreDailyLimit) {
          tally.alreadySent += 1;
          continue;
        }
        const items: AlertItem[] = [];
        for (const alert of alerts) {
          const since = [alert.confirmedAt ?? upTo, person?.upTo ?? ''].sort().at(-1)!;
          if (since < upTo) items.push(...(await itemsFor(alert, since, upTo, streams)));
        }
        if (items.length === 0) {
          tally.quiet += 1;
          continue;
        }
        const told = items.slice(0, ALERT_DIGEST_ITEM_LIMIT);
        const result = await run(context, {
          type: 'QueueDigest',
          ignoreDailyLimit: options.ignoreDailyLimit ?? false,
          subjectId,
          day,
          upTo,
          alertIds: [...new Set(told.map((item) => item.alertId))],
          items: told,
          more: items.length - told.length,
        });
        if (result.events.length) tally.queued += 1;
        else tally.alreadySent += 1;
      }
      return tally;
    },
  };
}

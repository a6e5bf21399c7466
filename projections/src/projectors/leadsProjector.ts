import {
  LEAD_EVENT_TYPES,
  LEAD_GROUPS,
  type LeadDoc,
  type LeadEvent,
  type LeadGroup,
  type LeadKind,
  type LeadPersonalData,
} from '@aangan/contracts';
import { eventTime } from '../eventStore/EventStore.ts';
import type { ProductProjector, Recorded } from './recorded.ts';

/**
 * Opens the sealed personal data of events. Answers null for a person who was erased (their key
 * is gone), so a rebuild after an erasure yields the same forgetful documents as the live run.
 */
export interface PersonalDataReader {
  open(items: readonly { subjectId: string; sealed: string }[]): Promise<(Record<string, unknown> | null)[]>;
}

/** Opened personal data per event position. */
type Opened = Map<number, Record<string, unknown> | null>;
type Body = Omit<LeadDoc, '_position'>;

const groupOf = (kind: LeadKind): LeadGroup =>
  (Object.entries(LEAD_GROUPS) as [LeadGroup, readonly LeadKind[]][]).find(([, kinds]) => kinds.includes(kind))![0];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The sealed personal data an event carries (the person's details, or a note), with whose key opens it. */
function sealedOf(event: Recorded<LeadEvent>): { subjectId: string; sealed: string } | null {
  switch (event.type) {
    case 'LeadReceived':
    case 'LeadRepeated':
      return { subjectId: event.data.subjectId, sealed: event.data.personal };
    case 'LeadNoteAdded':
      return { subjectId: event.data.subjectId, sealed: event.data.note };
    default:
      return null;
  }
}

/** Leads, enquiries, call-backs and applications for the console, with their history. */
export function createLeadsProjector(personalData: PersonalDataReader): ProductProjector<LeadDoc, LeadEvent, Opened> {
  return {
    name: 'leads',
    collection: 'leads',
    handles: LEAD_EVENT_TYPES,
    indexes: [
      { keys: { group: 1 } },
      { keys: { subjectId: 1 } },
      { keys: { assigneeId: 1 } },
      // The inbox: latest enquiry first, of all leads or of a kind; by status, newest first; by day.
      { keys: { lastEnquiryAt: -1, _id: -1 } },
      { keys: { kind: 1, lastEnquiryAt: -1, _id: -1 } },
      { keys: { status: 1, createdAt: -1, _id: -1 } },
      { keys: { createdAt: -1 } },
    ],
    documentId: (event) => (event.stream.startsWith('lead-') ? event.stream.slice('lead-'.length) : null),
    async prepare(events) {
      const items = events
        .map((event) => ({ position: event.position, item: sealedOf(event) }))
        .filter((e) => e.item !== null);
      const opened = items.length ? await personalData.open(items.map((e) => e.item!)) : [];
      return new Map(items.map((e, i) => [e.position, opened[i] ?? null]));
    },
    evolve(doc, event, opened) {
      const at = eventTime(event);
      const actor = (event.metadata['actor'] ?? {}) as { id?: string; role?: string };
      const entry = (type: string, detail: string | null = null) => ({
        at,
        by: actor.id ?? 'visitor',
        role: actor.role ?? 'visitor',
        type,
        detail,
      });
      const personal = (opened?.get(event.position) ?? null) as Partial<LeadPersonalData> | null;
      if (event.type === 'LeadReceived') {
        const d = event.data;
        return {
          _id: d.leadId,
          kind: d.kind,
          group: groupOf(d.kind),
          projectId: d.projectId,
          subjectId: d.subjectId,
          firstName: text(personal?.firstName),
          lastName: text(personal?.lastName),
          phone: text(personal?.phone),
          email: text(personal?.email),
          message: text(personal?.message),
          currentCtc: text(personal?.currentCtc),
          expectedCtc: text(personal?.expectedCtc),
          coverLetter: text(personal?.coverLetter),
          noticePeriod: d.noticePeriod,
          preferredTime: d.preferredTime,
          resumeKey: d.resumeKey,
          consent: d.consent,
          status: 'new',
          followUpOn: null,
          assigneeId: null,
          notes: [],
          repeats: [],
          history: [entry('received', d.kind)],
          erased: personal === null,
          createdAt: at,
          updatedAt: at,
          lastEnquiryAt: at,
          sourcePath: d.sourcePath,
        };
      }
      if (!doc) return null;
      const change = (fields: Partial<Body>, historyEntry: Body['history'][number]): Body => ({
        ...doc,
        ...fields,
        history: [...doc.history, historyEntry],
        updatedAt: at,
      });
      switch (event.type) {
        case 'LeadRepeated':
          return change(
            {
              repeats: [...doc.repeats, { at, message: text(personal?.message) }],
              lastEnquiryAt: at,
              consent: event.data.consent,
            },
            entry('repeated'),
          );
        case 'LeadStatusChanged':
          return change(
            { status: event.data.status, followUpOn: event.data.followUpOn },
            entry('status', event.data.status + (event.data.followUpOn ? ` (follow up ${event.data.followUpOn})` : '')),
          );
        case 'LeadNoteAdded':
          return change(
            {
              notes: [
                ...doc.notes,
                { at, by: actor.id ?? 'system', text: text(personal?.['text' as keyof LeadPersonalData]) },
              ],
            },
            entry('note'),
          );
        case 'LeadAssigned':
          return change({ assigneeId: event.data.assigneeId }, entry('assigned', event.data.assigneeId));
        case 'LeadErased':
          return change(
            {
              firstName: null,
              lastName: null,
              phone: null,
              email: null,
              message: null,
              currentCtc: null,
              expectedCtc: null,
              coverLetter: null,
              notes: doc.notes.map((n) => ({ ...n, text: null })),
              repeats: doc.repeats.map((r) => ({ ...r, message: null })),
              erased: true,
            },
            entry('erased'),
          );
        case 'ResumeDeleted':
          return change({ resumeKey: null }, entry('resume deleted', event.data.reason));
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    },
  };
}

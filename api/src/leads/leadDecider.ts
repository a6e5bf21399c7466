import { ConflictError, IllegalStateError, NotFoundError, type LeadEvent, type LeadStatus } from '@aangan/contracts';
import type { Decider } from '../core/decider.ts';

type Received = Extract<LeadEvent, { type: 'LeadReceived' }>['data'];
type Repeated = Extract<LeadEvent, { type: 'LeadRepeated' }>['data'];

export type LeadCommand =
  | { type: 'ReceiveLead'; lead: Received }
  | { type: 'RecordRepeat'; repeat: Repeated }
  | { type: 'ChangeStatus'; leadId: string; status: LeadStatus; followUpOn: string | null }
  | { type: 'AddNote'; leadId: string; subjectId: string; note: string }
  | { type: 'Assign'; leadId: string; assigneeId: string | null }
  | { type: 'EraseLead'; leadId: string }
  | { type: 'DeleteResume'; leadId: string; reason: 'retention' | 'erasure' };

export type LeadState =
  | { status: 'none' }
  | {
      status: 'open';
      leadStatus: LeadStatus;
      followUpOn: string | null;
      assigneeId: string | null;
      erased: boolean;
      hasResume: boolean;
    };

export const leadStream = (leadId: string) => `lead-${leadId}`;

export function evolve(state: LeadState, event: LeadEvent): LeadState {
  if (event.type === 'LeadReceived')
    return {
      status: 'open',
      leadStatus: 'new',
      followUpOn: null,
      assigneeId: null,
      erased: false,
      hasResume: event.data.resumeKey !== null,
    };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'LeadStatusChanged':
      return { ...state, leadStatus: event.data.status, followUpOn: event.data.followUpOn };
    case 'LeadAssigned':
      return { ...state, assigneeId: event.data.assigneeId };
    case 'LeadErased':
      return { ...state, erased: true };
    case 'ResumeDeleted':
      return { ...state, hasResume: false };
    default:
      return state;
  }
}

export function decide(command: LeadCommand, state: LeadState): LeadEvent[] {
  if (command.type === 'ReceiveLead') {
    if (state.status !== 'none') throw new ConflictError('This lead was already received.');
    return [{ type: 'LeadReceived', data: command.lead }];
  }
  if (state.status === 'none') throw new NotFoundError('Lead not found');
  if (state.erased && command.type !== 'DeleteResume' && command.type !== 'EraseLead')
    throw new IllegalStateError('The person behind this lead was erased; it can no longer change.');
  switch (command.type) {
    case 'RecordRepeat':
      return [{ type: 'LeadRepeated', data: command.repeat }];
    case 'ChangeStatus':
      if (state.leadStatus === command.status && state.followUpOn === command.followUpOn) return [];
      return [
        {
          type: 'LeadStatusChanged',
          data: { leadId: command.leadId, status: command.status, followUpOn: command.followUpOn },
        },
      ];
    case 'AddNote':
      return [
        { type: 'LeadNoteAdded', data: { leadId: command.leadId, subjectId: command.subjectId, note: command.note } },
      ];
    case 'Assign':
      return state.assigneeId === command.assigneeId
        ? []
        : [{ type: 'LeadAssigned', data: { leadId: command.leadId, assigneeId: command.assigneeId } }];
    case 'EraseLead':
      return state.erased ? [] : [{ type: 'LeadErased', data: { leadId: command.leadId } }];
    case 'DeleteResume':
      return state.hasResume
        ? [{ type: 'ResumeDeleted', data: { leadId: command.leadId, reason: command.reason } }]
        : [];
  }
}

export const leadDecider: Decider<LeadState, LeadCommand, LeadEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

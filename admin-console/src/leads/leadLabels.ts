import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '@aangan/contracts/browser';
import type { LeadKind, LeadStatus } from '@aangan/contracts';
import type { LeadRecord } from '../providers/records.ts';

export const LEAD_STATUS_CHOICES = (Object.keys(LEAD_STATUS_LABELS) as LeadStatus[]).map((id) => ({
  id,
  name: LEAD_STATUS_LABELS[id],
}));

export const leadStatusLabel = (status: string): string => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;

export const leadKindLabel = (kind: string): string => LEAD_KIND_LABELS[kind as LeadKind] ?? kind;

const PREFERRED_TIME_LABELS: Record<string, string> = {
  anytime: 'Any time',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
export const preferredTimeLabel = (time: string | null): string => (time ? (PREFERRED_TIME_LABELS[time] ?? time) : '—');

const PURPOSE_LABELS: Record<string, string> = {
  'respond-to-enquiry': 'Respond to the enquiry',
  'share-project-details': 'Share project details',
  'unlock-project-details': 'Unlock project details',
  'call-back': 'Call back',
  recruitment: 'Recruitment',
};
export const purposeLabel = (purpose: string): string => PURPOSE_LABELS[purpose] ?? purpose.replace(/-/g, ' ');

/** The spec's date filter, with its labels (§2; values all, 1, 5, 7, 15, 30, 90, 180, 365); "all" is the select's empty choice. */
export const DATE_FILTER_ALL = 'all';
export const DATE_FILTER_CHOICES = [
  { id: '1', name: 'Yesterday' },
  { id: '5', name: 'Last 5 Days' },
  { id: '7', name: 'Last 7 Days' },
  { id: '15', name: 'Last 15 Days' },
  { id: '30', name: 'Last 30 Days' },
  { id: '90', name: 'Last 90 Days' },
  { id: '180', name: 'Last 6 Months' },
  { id: '365', name: 'Last 1 Year' },
] as const;

/** The name of the person, or "Erased person" once their data is gone. */
export const personName = (record: Pick<LeadRecord, 'erased' | 'firstName' | 'lastName'>): string => {
  if (record.erased) return 'Erased person';
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ').trim();
  return name || 'No name given';
};

/** An Indian mobile in the usual grouping (+91 98765 43210); other numbers as kept (E.164). */
export const formatPhone = (phone: string | null): string => {
  if (!phone) return '—';
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
};

/** CTC in lakhs per year, as the careers form asks for it. */
export const formatCtc = (ctc: string | null): string => (ctc ? `₹${ctc} L` : '—');

import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import InboxIcon from '@mui/icons-material/Inbox';
import WorkIcon from '@mui/icons-material/Work';
import { lazy } from 'react';
import { personName } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';

// One list and one show screen serve the three lead resources; they load on first visit.
const LeadList = lazy(() => import('./LeadList.tsx').then((module) => ({ default: module.LeadList })));
const LeadShow = lazy(() => import('./LeadShow.tsx').then((module) => ({ default: module.LeadShow })));

const screens = { list: LeadList, show: LeadShow, recordRepresentation: (record: LeadRecord) => personName(record) };

/** Project enquiries (spec route /admin/leads). */
export const leads = { ...screens, icon: InboxIcon };
/** General enquiries, contact-page messages and call-back requests. */
export const directLeads = { ...screens, icon: ContactPhoneIcon };
/** Careers applications. */
export const applications = { ...screens, icon: WorkIcon };

import PolicyIcon from '@mui/icons-material/Policy';
import { lazy } from 'react';
import type { AuditRecord } from '../providers/records.ts';

// Loaded on first visit (auditors land here right after signing in).
const AuditList = lazy(() => import('./AuditList.tsx').then((module) => ({ default: module.AuditList })));

export default {
  list: AuditList,
  icon: PolicyIcon,
  recordRepresentation: (record: AuditRecord) => record.summary,
};

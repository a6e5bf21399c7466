import { z } from 'zod';
import { CALL_BACK_TIMES, LEAD_KINDS, LEAD_STATUSES } from '../events/leadEvents.ts';
import { ADMIN_DATE_FILTER_VALUES, type AdminDateFilter } from '../constants.ts';
import { objectIdSchema } from '../fieldSchemas.ts';
import { jsonParam } from './adminListApi.ts';

const text = (max: number) => z.string().max(max, `Please keep this under ${max} characters`).optional();

/** What every public form carries besides its fields: the form token, the honeypot, the consent. */
const formFields = {
  formToken: z.string().max(200).optional(),
  /** Honeypot: hidden from people, filled by scripts. */
  website: z.string().max(500).optional(),
  consent: z.boolean().optional(),
  noticeVersion: z.string().max(40).optional(),
  sourcePath: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/, 'sourcePath must be a path')
    .optional(),
};
const person = { firstName: text(80), lastName: text(80), mobileNumber: text(30), email: text(254) };

/** The lead modal (spec §4): a general lead. */
export const leadSubmitSchema = z.strictObject({ ...person, message: text(2000), ...formFields });
/** The lead modal on a project page: the same fields and the project `_id`. */
export const projectEnquirySchema = z.strictObject({
  ...person,
  message: text(2000),
  _id: objectIdSchema('Invalid project id'),
  ...formFields,
});
/** A call-back request: a name and a mobile number; a project and a preferred time are optional. */
export const callBackSchema = z.strictObject({
  ...person,
  message: text(2000),
  _id: objectIdSchema('Invalid project id').optional(),
  preferredTime: z.enum(CALL_BACK_TIMES).optional(),
  ...formFields,
});
/** The contact page (spec §4 "Contact-form enquiry": name/firstName and contactNo/mobileNumber both accepted). */
export const contactFormSchema = z.strictObject({
  ...person,
  name: text(80),
  contactNo: text(30),
  message: text(2000),
  ...formFields,
});
/** The careers form's text fields (multipart, so every value is a string; the résumé is the file field `resume`). */
export const careersFieldsSchema = z.strictObject({
  ...person,
  currentCtc: text(10),
  expectedCtc: text(10),
  noticePeriod: text(20),
  coverLetter: text(5000),
  formToken: z.string().max(200).optional(),
  website: z.string().max(500).optional(),
  consent: z.enum(['true', 'false']).optional(),
  noticeVersion: z.string().max(40).optional(),
  sourcePath: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/, 'sourcePath must be a path')
    .optional(),
});
/**
 * An enquiry about a project after the contact form: the person's own details again, with a form of
 * their own (the contact unlock opens gated sections, it never enquires for anyone); the message is optional.
 */
export const addEnquiredProjectSchema = projectEnquirySchema;

export const LEAD_LIST_GROUPS = ['project', 'direct', 'careers'] as const;
export const LEAD_SORT_FIELDS = [
  'lastEnquiryAt',
  'createdAt',
  'updatedAt',
  'status',
  'kind',
  'firstName',
  'followUpOn',
  'id',
] as const;
const leadListFilter = z.strictObject({
  group: z.enum(LEAD_LIST_GROUPS).optional(),
  days: z.enum(['all', '1', '5', '7', '15', '30', '90', '180', '365']).optional(),
  q: z.string().max(100).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  kind: z.enum(LEAD_KINDS).optional(),
  assigneeId: z.union([z.literal('none'), objectIdSchema('Invalid user id')]).optional(),
  projectId: objectIdSchema('Invalid project id').optional(),
});
export const leadListQuerySchema = z.strictObject({
  sort: jsonParam(z.tuple([z.enum(LEAD_SORT_FIELDS), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ),
  filter: jsonParam(leadListFilter, 'filter'),
});
export const leadExportQuerySchema = z.strictObject({
  filter: jsonParam(leadListFilter, 'filter'),
  full: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  reason: z.string().trim().max(200).optional(),
});
export const leadIdParamsSchema = z.strictObject({ id: objectIdSchema('Invalid lead id') });
export const leadStatusSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { message: `status must be one of ${LEAD_STATUSES.join(', ')}` }),
  followUpOn: z.iso.date('followUpOn must be a date (yyyy-mm-dd)').nullable().optional(),
  note: z.string().trim().max(2000).optional(),
});
export const leadNoteSchema = z.strictObject({ note: z.string().trim().min(1, 'Please write a note').max(2000) });
export const leadAssignSchema = z.strictObject({ assigneeId: objectIdSchema('Invalid user id').nullable() });
export const erasePersonSchema = z
  .strictObject({ phone: z.string().trim().max(30).optional(), email: z.string().trim().max(254).optional() })
  .refine((v) => Boolean(v.phone || v.email), 'Give the phone number or the email of the person to erase');

export const adminDateFilterSchema = z.enum(ADMIN_DATE_FILTER_VALUES as [AdminDateFilter, ...AdminDateFilter[]]);

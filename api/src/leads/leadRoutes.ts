import {
  LEAD_MESSAGES,
  LEAD_SUCCESS,
  PRIVACY_NOTICE,
  ValidationError,
  addEnquiredProjectSchema,
  NOTICE_PERIODS,
  UPLOAD_LIMITS,
  callBackSchema,
  careersFieldsSchema,
  checkCareersForm,
  checkContactForm,
  checkLeadForm,
  contactFormSchema,
  erasePersonSchema,
  leadAssignSchema,
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadStatusSchema,
  leadSubmitSchema,
  normaliseMobile,
  projectEnquirySchema,
  type FieldError,
  type LeadKind,
} from '@aangan/contracts';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { IdGenerator } from '../core/ids.ts';
import { listReply, ok, route, type AnyRoute, type Principal, type RouteInput } from '../http/routeTable.ts';
import type { ContactUnlock } from './contactUnlock.ts';
import type { FormGuard } from './formGuard.ts';
import { multipartBody } from '../uploads/multipart.ts';
import { parseIdempotencyKey } from './idempotency.ts';
import type { LeadService, LeadSubmission } from './leadService.ts';

const TAG = 'Leads';

type SubmitRequest = Pick<RouteInput<unknown, unknown, unknown>, 'ctx' | 'command'>;

interface FormBody {
  firstName?: string | undefined;
  lastName?: string | undefined;
  mobileNumber?: string | undefined;
  email?: string | undefined;
  message?: string | undefined;
  formToken?: string | undefined;
  website?: string | undefined;
  consent?: boolean | undefined;
  noticeVersion?: string | undefined;
  sourcePath?: string | undefined;
}

const fail = (errors: FieldError[]): never => {
  throw new ValidationError(errors[0]!.message, errors);
};

export interface LeadRouteDeps {
  leads: LeadService;
  forms: FormGuard;
  unlock: ContactUnlock;
  ids: IdGenerator;
  audit: Logger;
}

export function leadRoutes(deps: LeadRouteDeps): AnyRoute[] {
  const { leads } = deps;

  /**
   * The steps every public form takes, in order: the honeypot (a filled one gets a normal-looking
   * answer and nothing is kept), the form's own rules with the spec's messages, consent to the
   * current notice, the mobile number, the fill time; then the service's rate limits and
   * Idempotency-Key. Answers null when the submission is dropped as a bot's.
   */
  async function acceptForm(ctx: Context, body: FormBody, kind: LeadKind, checks: FieldError[], options: { internationalAllowed: boolean }) {
    if (body.website?.trim()) {
      deps.audit.warn({ kind }, 'form dropped: honeypot filled');
      return null;
    }
    if (checks.length) fail(checks);
    if (body.consent !== true) fail([{ path: 'consent', message: LEAD_MESSAGES.consent }]);
    if (body.noticeVersion !== PRIVACY_NOTICE.version) fail([{ path: 'noticeVersion', message: LEAD_MESSAGES.noticeVersion }]);
    const phone = normaliseMobile(body.mobileNumber ?? '', options);
    if (!phone) fail([{ path: 'mobileNumber', message: options.internationalAllowed ? LEAD_MESSAGES.mobileInvalid : LEAD_MESSAGES.contactPhoneDigits }]);
    try {
      deps.forms.check(body.formToken ?? '');
    } catch (error) {
      deps.audit.warn({ kind }, 'form refused: missing, expired or too fast');
      throw error;
    }
    return {
      phone: phone!,
      formToken: body.formToken ?? '',
      submission: {
        kind,
        firstName: body.firstName?.trim() ?? '',
        lastName: body.lastName?.trim() ?? '',
        phone: phone!,
        email: body.email?.trim().toLowerCase() ?? '',
        message: body.message?.trim() ?? '',
        sourcePath: body.sourcePath ?? null,
      },
    };
  }

  const submitOptions = (ctx: Context, formToken: string | undefined) => {
    const idempotencyKey = parseIdempotencyKey(ctx.get('idempotency-key'));
    return { ip: ctx.ip, ...(idempotencyKey ? { idempotencyKey } : {}), ...(formToken === undefined ? {} : { formToken }) };
  };

  /** What a dropped (bot) submission is told: the same as a person, so the bot learns nothing. */
  const decoy = (message: string) => ok({ leadId: deps.ids.objectId(), repeat: false }, message);

  /** `formToken` is spent on this submission (one-click enquiries after the contact form carry none). */
  async function submitted({ ctx, command }: SubmitRequest, submission: LeadSubmission, message: string, formToken?: string) {
    return ok(await leads.submit(command, submission, submitOptions(ctx, formToken)), message);
  }

  const staffOrSales = (principal: Principal | null) => principal!;

  return [
    route({
      method: 'get', path: '/user/form-token', access: 'public', tag: TAG,
      summary: 'A signed token every public form sends back (forms sent faster than a person can fill them are refused), with the privacy notice',
      handler: async ({ ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        return ok({ ...deps.forms.issue(), notice: { version: PRIVACY_NOTICE.version, text: PRIVACY_NOTICE.text } });
      },
    }),
    route({
      method: 'post', path: '/user/lead-submit', access: 'public', tag: TAG, summary: 'The lead modal: a general lead (answers responseCode 200)',
      body: leadSubmitSchema,
      handler: async ({ body, ctx, command }) => {
        const accepted = await acceptForm(ctx, body, 'general', checkLeadForm(body, { projectEnquiry: false }), { internationalAllowed: true });
        if (!accepted) return decoy(LEAD_SUCCESS.enquiry);
        return submitted({ ctx, command }, { ...accepted.submission, projectId: null }, LEAD_SUCCESS.enquiry, accepted.formToken);
      },
    }),
    route({
      method: 'post', path: '/user/project-lead-submit', access: 'public', tag: TAG,
      summary: 'The lead modal on a project page: an enquiry about project _id; the same mobile number again within 24 hours is a repeat on the first lead',
      body: projectEnquirySchema,
      handler: async ({ body, ctx, command }) => {
        const accepted = await acceptForm(ctx, body, 'project', checkLeadForm(body, { projectEnquiry: true }), { internationalAllowed: true });
        if (!accepted) return decoy(LEAD_SUCCESS.enquiry);
        return submitted({ ctx, command }, { ...accepted.submission, projectId: body._id }, LEAD_SUCCESS.enquiry, accepted.formToken);
      },
    }),
    route({
      method: 'post', path: '/user/call-back', access: 'public', tag: TAG, summary: 'Ask for a call back: a name and a mobile number (a project and a time of day optional)',
      body: callBackSchema,
      handler: async ({ body, ctx, command }) => {
        const checks: FieldError[] = [];
        if (!body.firstName?.trim()) checks.push({ path: 'firstName', message: LEAD_MESSAGES.callBackName });
        if (!body.mobileNumber?.trim()) checks.push({ path: 'mobileNumber', message: LEAD_MESSAGES.mobileNumber });
        if (body.email?.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) checks.push({ path: 'email', message: LEAD_MESSAGES.emailInvalid });
        const accepted = await acceptForm(ctx, body, 'callBack', checks, { internationalAllowed: true });
        if (!accepted) return decoy(LEAD_SUCCESS.callBack);
        return submitted({ ctx, command }, { ...accepted.submission, projectId: body._id ?? null, preferredTime: body.preferredTime ?? 'anytime' }, LEAD_SUCCESS.callBack, accepted.formToken);
      },
    }),
    route({
      method: 'post', path: '/activity/contact-form-enquiry', access: 'public', tag: TAG,
      summary: 'The contact page: every field required, a valid email and a 10-digit phone; unlocks floor plans, RERA details and brochures for this visitor',
      body: contactFormSchema,
      handler: async ({ body, ctx, command }) => {
        const form = { ...body, firstName: body.firstName ?? body.name, mobileNumber: body.mobileNumber ?? body.contactNo };
        const accepted = await acceptForm(ctx, form, 'contact', checkContactForm(form), { internationalAllowed: false });
        if (!accepted) return decoy(LEAD_SUCCESS.contact);
        const result = await leads.submit(command, { ...accepted.submission, projectId: null }, submitOptions(ctx, accepted.formToken));
        deps.unlock.set(ctx, result.leadId);
        return ok(result, LEAD_SUCCESS.contact);
      },
    }),
    route({
      method: 'post', path: '/user/careers-apply', access: 'public', tag: TAG,
      summary: 'A job application: multipart form with the careers fields and a PDF résumé in `resume` (at most 5 MB); the résumé is kept sealed and deleted after the retention period',
      upload: multipartBody({
        field: 'resume', kinds: ['pdf'], maxBytes: UPLOAD_LIMITS.resume, fields: careersFieldsSchema,
        messages: { missing: LEAD_MESSAGES.resumeMissing, wrongType: LEAD_MESSAGES.resumeNotPdf, tooLarge: LEAD_MESSAGES.resumeTooLarge },
      }),
      handler: async ({ body, ctx, command }) => {
        const { fields, file } = body;
        const form = { ...fields, consent: fields.consent === 'true' };
        const accepted = await acceptForm(ctx, form, 'careers', checkCareersForm(fields, NOTICE_PERIODS), { internationalAllowed: true });
        if (!accepted) return decoy(LEAD_SUCCESS.careers);
        return submitted({ ctx, command }, {
          ...accepted.submission,
          projectId: null,
          message: '',
          currentCtc: fields.currentCtc!.trim(),
          expectedCtc: fields.expectedCtc!.trim(),
          noticePeriod: fields.noticePeriod as (typeof NOTICE_PERIODS)[number],
          coverLetter: fields.coverLetter?.trim() ?? '',
          resume: file.bytes,
        }, LEAD_SUCCESS.careers, accepted.formToken);
      },
    }),
    route({
      method: 'post', path: '/activity/add-to-enquired-project', access: 'public', tag: TAG,
      summary: 'A visitor who sent the contact form enquires about a project with one click (their details are not asked again)',
      body: addEnquiredProjectSchema,
      handler: async ({ body, ctx, command }) => {
        const leadId = deps.unlock.leadId(ctx);
        const contact = leadId ? await leads.unlockedPerson(leadId) : null;
        if (!contact || !contact.phone) {
          throw new ValidationError('Please fill in the contact form first, then enquire about this project.', [{ path: 'contact', message: 'Please fill in the contact form first.' }]);
        }
        const submission: LeadSubmission = {
          kind: 'project', projectId: body._id, firstName: contact.firstName ?? '', lastName: contact.lastName ?? '', phone: contact.phone, email: contact.email ?? '',
          message: 'Enquired from the project page after the contact form.', sourcePath: null,
        };
        return submitted({ ctx, command }, submission, LEAD_SUCCESS.enquiry);
      },
    }),

    // The console: Leads (project enquiries), Direct Leads, applications.
    route({
      method: 'get', path: '/admin/leads', access: 'signedIn', tag: TAG,
      summary: 'Leads in the ra-data-simple-rest dialect: filter group (project, direct, careers), days (all,1,5,7,15,30,90,180,365), q (name, phone, email), status; sales users see only leads assigned to them',
      query: leadListQuerySchema,
      handler: async ({ query, principal }) => {
        const page = await leads.list(staffOrSales(principal), { ...query.filter, range: query.range, sort: query.sort });
        return listReply('leads', page);
      },
    }),
    route({
      method: 'get', path: '/admin/leads/export', access: 'signedIn', tag: TAG,
      summary: 'CSV of the filtered leads; phone and email masked unless full=true (admins only); every export is recorded',
      query: leadExportQuerySchema,
      handler: async ({ query, principal, command }) => {
        const csv = await leads.exportCsv(command, principal!, { ...query.filter, full: query.full, reason: query.reason ?? null });
        const name = `leads-${query.filter?.group ?? 'project'}-${new Date().toISOString().slice(0, 10)}${query.full ? '-full' : ''}.csv`;
        return {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' },
          body: csv,
        };
      },
    }),
    route({
      method: 'get', path: '/admin/leads/assignees', access: 'signedIn', tag: TAG, summary: 'Admins and sales users who can hold leads (id, name, role, status), for names in lists and histories',
      handler: async () => ok(await leads.assignees()),
    }),
    route({
      method: 'get', path: '/admin/leads/:id', access: 'signedIn', tag: TAG, summary: 'One lead with its notes, repeats and history',
      params: leadIdParamsSchema,
      handler: async ({ params, principal }) => ({ body: await leads.get(principal!, params.id) }),
    }),
    route({
      method: 'get', path: '/admin/leads/:id/resume', access: 'signedIn', tag: TAG, summary: 'The résumé of an application (PDF download)',
      params: leadIdParamsSchema,
      handler: async ({ params, principal }) => ({
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="resume.pdf"', 'Cache-Control': 'no-store' },
        body: Buffer.from(await leads.resume(principal!, params.id)),
      }),
    }),
    route({
      method: 'put', path: '/admin/leads/:id/status', access: 'leadWork', tag: TAG, summary: 'Move a lead on (new, contacted, site visit scheduled, negotiation, won, lost), with a follow-up date and a note',
      params: leadIdParamsSchema, body: leadStatusSchema,
      handler: async ({ params, body, principal, command }) => ({
        body: await leads.changeStatus(command, principal!, params.id, { status: body.status, followUpOn: body.followUpOn ?? null, note: body.note }),
      }),
    }),
    route({
      method: 'post', path: '/admin/leads/:id/notes', access: 'leadWork', tag: TAG, summary: 'Add a note to a lead',
      params: leadIdParamsSchema, body: leadNoteSchema,
      handler: async ({ params, body, principal, command }) => ({ body: await leads.addNote(command, principal!, params.id, body.note) }),
    }),
    route({
      method: 'put', path: '/admin/leads/:id/assign', access: 'admin', tag: TAG, summary: 'Assign a lead to a sales (or admin) user, or unassign it with null',
      params: leadIdParamsSchema, body: leadAssignSchema,
      handler: async ({ params, body, principal, command }) => ({ body: await leads.assign(command, principal!, params.id, body.assigneeId) }),
    }),
    route({
      method: 'post', path: '/admin/privacy/erase', access: 'admin', tag: TAG,
      summary: 'Erase a person by phone or email (DPDP Act): their personal data becomes unreadable everywhere, the history stays',
      body: erasePersonSchema,
      handler: async ({ body, principal, command }) => {
        const phone = body.phone ? normaliseMobile(body.phone, { internationalAllowed: true }) : undefined;
        if (body.phone && !phone) throw new ValidationError(LEAD_MESSAGES.mobileInvalid, [{ path: 'phone', message: LEAD_MESSAGES.mobileInvalid }]);
        const result = await leads.erasePerson(command, { phone: phone ?? undefined, email: body.email?.toLowerCase() });
        deps.audit.info({ by: principal!.userId, ...result }, 'erasure requested');
        return ok(result, result.people ? 'Personal data erased' : 'No personal data was found for these details');
      },
    }),
  ];
}

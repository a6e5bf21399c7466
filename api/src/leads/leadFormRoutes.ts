import {
  LEAD_MESSAGES,
  LEAD_SUCCESS,
  PRIVACY_NOTICE,
  ValidationError,
  addEnquiredProjectSchema,
  NOTICE_PERIODS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  callBackSchema,
  careersFieldsSchema,
  checkCareersForm,
  checkContactForm,
  checkCallBackForm,
  checkLeadForm,
  contactFormSchema,
  leadSubmitSchema,
  normaliseMobile,
  projectEnquirySchema,
  type FieldError,
  type LeadKind,
} from '@aangan/contracts';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { IdGenerator } from '../core/ids.ts';
import { ok, route, type AnyRoute, type RouteInput } from '../routing/routeTable.ts';
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
  throw new ValidationError(errors[0].message, errors);
};

export interface LeadFormRouteDeps {
  leads: LeadService;
  forms: FormGuard;
  unlock: ContactUnlock;
  ids: IdGenerator;
  audit: Logger;
}

/**
 * The public forms (spec §4, §7): the lead modal, project enquiries, call-backs, the contact page, job
 * applications and the enquiry after the contact form, each with the same guards.
 */
export function leadFormRoutes(deps: LeadFormRouteDeps): AnyRoute[] {
  const { leads } = deps;

  /**
   * The steps every public form takes, in order: the honeypot (a filled one gets a normal-looking
   * answer and nothing is kept), the form's own rules with the spec's messages, consent to the
   * current notice, the mobile number, the fill time; then the service's rate limits and
   * Idempotency-Key. Answers null when the submission is dropped as a bot's.
   */
  async function acceptForm(
    ctx: Context,
    body: FormBody,
    kind: LeadKind,
    checks: FieldError[],
    options: { internationalAllowed: boolean },
  ) {
    if (body.website?.trim()) {
      deps.audit.warn({ kind }, 'form dropped: honeypot filled');
      return null;
    }
    if (checks.length) fail(checks);
    if (body.consent !== true) fail([{ path: 'consent', message: LEAD_MESSAGES.consent }]);
    if (body.noticeVersion !== PRIVACY_NOTICE.version)
      fail([{ path: 'noticeVersion', message: LEAD_MESSAGES.noticeVersion }]);
    const phone = normaliseMobile(body.mobileNumber ?? '', options);
    if (!phone)
      fail([
        {
          path: 'mobileNumber',
          message: options.internationalAllowed ? LEAD_MESSAGES.mobileInvalid : LEAD_MESSAGES.contactPhoneDigits,
        },
      ]);
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
    return {
      ip: ctx.ip,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(formToken === undefined ? {} : { formToken }),
    };
  };

  /** What a dropped (bot) submission is told: the same as a person, so the bot learns nothing. */
  const decoy = (message: string) => ok({ leadId: deps.ids.objectId(), repeat: false }, message);

  /** `formToken` is spent on this submission. */
  async function submitted(
    { ctx, command }: SubmitRequest,
    submission: LeadSubmission,
    message: string,
    formToken: string,
  ) {
    return ok(await leads.submit(command, submission, submitOptions(ctx, formToken)), message);
  }

  return [
    route({
      method: 'get',
      path: '/user/form-token',
      access: 'public',
      tag: TAG,
      summary:
        'A signed token every public form sends back (forms sent faster than a person can fill them are refused), with the privacy notice',
      handler: async ({ ctx }) => {
        ctx.set('Cache-Control', 'no-store');
        return ok({ ...deps.forms.issue(), notice: { version: PRIVACY_NOTICE.version, text: PRIVACY_NOTICE.text } });
      },
    }),
    route({
      method: 'post',
      path: '/user/lead-submit',
      access: 'public',
      tag: TAG,
      summary: 'The lead modal: a general lead (answers responseCode 200)',
      body: leadSubmitSchema,
      handler: async ({ body, ctx, command }) => {
        const accepted = await acceptForm(ctx, body, 'general', checkLeadForm(body, { projectEnquiry: false }), {
          internationalAllowed: true,
        });
        if (!accepted) return decoy(LEAD_SUCCESS.enquiry);
        return submitted(
          { ctx, command },
          { ...accepted.submission, projectId: null },
          LEAD_SUCCESS.enquiry,
          accepted.formToken,
        );
      },
    }),
    route({
      method: 'post',
      path: '/user/project-lead-submit',
      access: 'public',
      tag: TAG,
      summary:
        'The lead modal on a project page: an enquiry about project _id; the same mobile number again within 24 hours is a repeat on the first lead',
      body: projectEnquirySchema,
      handler: async ({ body, ctx, command }) => {
        const accepted = await acceptForm(ctx, body, 'project', checkLeadForm(body, { projectEnquiry: true }), {
          internationalAllowed: true,
        });
        if (!accepted) return decoy(LEAD_SUCCESS.enquiry);
        return submitted(
          { ctx, command },
          { ...accepted.submission, projectId: body._id },
          LEAD_SUCCESS.enquiry,
          accepted.formToken,
        );
      },
    }),
    route({
      method: 'post',
      path: '/user/call-back',
      access: 'public',
      tag: TAG,
      summary: 'Ask for a call back: a name and a mobile number (a project and a time of day optional)',
      body: callBackSchema,
      handler: async ({ body, ctx, command }) => {
        const accepted = await acceptForm(ctx, body, 'callBack', checkCallBackForm(body), {
          internationalAllowed: true,
        });
        if (!accepted) return decoy(LEAD_SUCCESS.callBack);
        return submitted(
          { ctx, command },
          { ...accepted.submission, projectId: body._id ?? null, preferredTime: body.preferredTime ?? 'anytime' },
          LEAD_SUCCESS.callBack,
          accepted.formToken,
        );
      },
    }),
    route({
      method: 'post',
      path: '/activity/contact-form-enquiry',
      access: 'public',
      tag: TAG,
      summary:
        'The contact page: every field required, a valid email and a 10-digit phone; unlocks floor plans, RERA details and brochures for this visitor',
      body: contactFormSchema,
      handler: async ({ body, ctx, command }) => {
        const form = {
          ...body,
          firstName: body.firstName ?? body.name,
          mobileNumber: body.mobileNumber ?? body.contactNo,
        };
        const accepted = await acceptForm(ctx, form, 'contact', checkContactForm(form), {
          internationalAllowed: false,
        });
        if (!accepted) return decoy(LEAD_SUCCESS.contact);
        const result = await leads.submit(
          command,
          { ...accepted.submission, projectId: null },
          submitOptions(ctx, accepted.formToken),
        );
        deps.unlock.set(ctx, result.leadId);
        return ok(result, LEAD_SUCCESS.contact);
      },
    }),
    route({
      method: 'post',
      path: '/user/careers-apply',
      access: 'public',
      tag: TAG,
      summary:
        'A job application: multipart form with the careers fields and a PDF résumé in `resume` (at most 5 MB); the résumé is kept sealed and deleted after the retention period',
      upload: multipartBody({
        field: 'resume',
        kinds: ['pdf'],
        maxBytes: UPLOAD_LIMITS.resume,
        fields: careersFieldsSchema,
        messages: UPLOAD_MESSAGES.resume,
      }),
      handler: async ({ body, ctx, command }) => {
        const { fields, file } = body;
        const form = { ...fields, consent: fields.consent === 'true' };
        const accepted = await acceptForm(ctx, form, 'careers', checkCareersForm(fields, NOTICE_PERIODS), {
          internationalAllowed: true,
        });
        if (!accepted) return decoy(LEAD_SUCCESS.careers);
        return submitted(
          { ctx, command },
          {
            ...accepted.submission,
            projectId: null,
            message: '',
            currentCtc: fields.currentCtc!.trim(),
            expectedCtc: fields.expectedCtc!.trim(),
            noticePeriod: fields.noticePeriod as (typeof NOTICE_PERIODS)[number],
            coverLetter: fields.coverLetter?.trim() ?? '',
            resume: file.bytes,
          },
          LEAD_SUCCESS.careers,
          accepted.formToken,
        );
      },
    }),
    route({
      method: 'post',
      path: '/activity/add-to-enquired-project',
      access: 'public',
      tag: TAG,
      summary:
        "An enquiry about project _id after the contact form: the lead form's fields again (the message optional) with a form token; the contact unlock cookie alone enquires for nobody",
      body: addEnquiredProjectSchema,
      handler: async ({ body, ctx, command }) => {
        // The unlock cookie says only that someone sent the contact form on this browser: whoever holds
        // it now may be someone else, so the enquiry is made of what this submission itself carries.
        const accepted = await acceptForm(ctx, body, 'project', checkLeadForm(body, { projectEnquiry: false }), {
          internationalAllowed: true,
        });
        if (!accepted) return decoy(LEAD_SUCCESS.enquiry);
        const message = accepted.submission.message || 'Enquired from the project page after the contact form.';
        return submitted(
          { ctx, command },
          { ...accepted.submission, message, projectId: body._id },
          LEAD_SUCCESS.enquiry,
          accepted.formToken,
        );
      },
    }),
  ];
}

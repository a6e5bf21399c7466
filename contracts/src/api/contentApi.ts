import { z } from 'zod';
import { ARTICLE_KINDS, TESTIMONIAL_KINDS, articleFieldsSchema } from '../content/articles.ts';
import { SECTION_KEYS } from '../content/siteSections.ts';
import { mediaRefSchema, objectIdSchema } from '../fieldSchemas.ts';
import { jsonParam } from './adminListApi.ts';

const text = (max: number, message = 'Please enter a valid input') =>
  z.string().trim().min(1, message).max(max, `Please keep this under ${max} characters`);

export { articleFieldsSchema };
export const articleIdParamsSchema = z.strictObject({ id: objectIdSchema('Invalid article id') });
export const articleListQuerySchema = z.strictObject({
  kind: z.enum(ARTICLE_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const singleArticleQuerySchema = z
  .strictObject({ slug: z.string().max(130).optional(), _id: objectIdSchema('Invalid article id').optional() })
  .refine((q) => Boolean(q.slug || q._id), 'Give the slug or the _id of the article');
export const adminArticleListQuerySchema = z.strictObject({
  sort: jsonParam(
    z.tuple([z.enum(['updatedAt', 'createdAt', 'title', 'kind', 'id']), z.enum(['ASC', 'DESC'])]),
    'sort',
  ),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ),
  filter: jsonParam(
    z.strictObject({
      kind: z.enum(ARTICLE_KINDS).optional(),
      q: z.string().max(100).optional(),
      deleted: z.boolean().optional(),
    }),
    'filter',
  ),
});
export const ogImageRemoveSchema = z.strictObject({ _id: objectIdSchema('Invalid article id') });
export const ogImageUploadFieldsSchema = z.strictObject({ _id: objectIdSchema('Invalid article id') });

const testimonialKind = z.enum(TESTIMONIAL_KINDS, { message: 'type must be client or employee' });
/**
 * Spec §3 names the testimonial's kind `type`; `kind` is our name for it. Either is accepted (a
 * client written to the spec sends `type`), and both reach the handler as `kind`.
 */
export const testimonialCreateSchema = z
  .strictObject({
    type: testimonialKind.optional(),
    kind: testimonialKind.optional(),
    name: text(80, 'Please enter a name'),
    content: text(2000, 'Please write the testimonial'),
    role: z.string().trim().max(80).optional(),
    photoUrl: mediaRefSchema.nullable().optional(),
  })
  .transform(({ type, kind, ...fields }, ctx) => {
    const chosen = type ?? kind;
    if (!chosen || (type && kind && type !== kind)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'type must be client or employee' });
      return z.NEVER;
    }
    return { ...fields, kind: chosen };
  });
export const testimonialListQuerySchema = z
  .strictObject({ type: z.enum(TESTIMONIAL_KINDS).optional(), kind: z.enum(TESTIMONIAL_KINDS).optional() })
  .transform(({ type, kind }) => ({ kind: type ?? kind }));
/** Spec §7 `admin/delete/moderations`: removes one moderation item (a testimonial). */
export const testimonialDeleteSchema = z.strictObject({ _id: objectIdSchema('Invalid id') });

/**
 * `/admin/edit-section`: replaces one section, based on the revision the editor loaded (`If-Match`
 * or `expectedRevision`; -1 for a section never saved, which shows its defaults). Spec §3 names the
 * life-at-the-company photos `lifeAt{product}Images`, here `lifeAtAanganImages`: a client written to
 * the spec edits the `lifeAtCompany` section under that name, sending either the section or just its
 * list of images.
 */
export const LIFE_AT_IMAGES_SETTING = 'lifeAtAanganImages';
const sectionKeySchema = z
  .enum([LIFE_AT_IMAGES_SETTING, ...SECTION_KEYS], { message: 'Unknown section' })
  .transform((key) => (key === LIFE_AT_IMAGES_SETTING ? 'lifeAtCompany' : key));
const sectionContentOf = (key: string, content: unknown) =>
  key === 'lifeAtCompany' && Array.isArray(content) ? { images: content } : content;

/**
 * The revision an edit of a Website Configuration record is based on, for clients that cannot send
 * `If-Match`: -1 for a record never saved (a section showing its defaults, the built-in currency
 * table, a path without meta).
 */
export const baseRevisionSchema = z
  .int({ error: 'expectedRevision must be a whole number' })
  .min(-1, 'expectedRevision must be -1 or more');

export const editSectionSchema = z
  .strictObject({ key: sectionKeySchema, content: z.unknown(), expectedRevision: baseRevisionSchema.optional() })
  .transform(({ key, content, expectedRevision }) => ({
    key,
    content: sectionContentOf(key, content),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
  }));
/** `/admin/edit-section/-1`: adds one item to a list section (a hero slide, an office, a partner...), to the list as read at its revision. */
export const addSectionItemSchema = z.strictObject({
  key: sectionKeySchema,
  item: z.unknown(),
  expectedRevision: baseRevisionSchema.optional(),
});

export const stateReraChangeSchema = z.strictObject({
  state: text(60, 'Please enter the state'),
  registration: z.string().trim().max(120).nullable(),
  expectedRevision: baseRevisionSchema.optional(),
});

export const seoMetaSchema = z.strictObject({
  route: z
    .string()
    .trim()
    .regex(/^\/[\w\-/{}]*$/, 'Must be a site path such as /blogs')
    .max(200),
  title: text(200, 'Please enter a title'),
  description: text(500, 'Please enter a description'),
  ogTitle: z.string().trim().max(200).optional(),
  ogImage: mediaRefSchema.nullable().optional(),
  expectedRevision: baseRevisionSchema.optional(),
});
export const seoMetaQuerySchema = z.strictObject({
  route: z.string().max(200).regex(/^\//, 'Must be a site path such as /blogs'),
});

export const currencyRatesSchema = z.strictObject({
  rates: z
    .record(
      z.string().regex(/^[A-Z]{3}$/, 'Currency codes are three capital letters, such as USD'),
      z.strictObject({ name: text(60), inrPerUnit: z.number().positive('Rates must be positive').max(1_000_000) }),
    )
    .refine((rates) => rates['INR']?.inrPerUnit === 1, 'INR must be in the table with rate 1'),
  expectedRevision: baseRevisionSchema.optional(),
});
/** Query strings arrive as text: the numbers are checked in the handler so the spec's messages can answer. */
export const convertCurrencyQuerySchema = z.strictObject({
  from: z.string().max(10),
  to: z.string().max(10).optional(),
  amount: z.string().max(40),
  quantity: z.string().max(40).optional(),
});

export const siteFaqSchema = z.strictObject({
  question: text(300, 'Please enter the question'),
  answer: text(3000, 'Please enter the answer'),
  order: z.number().int().min(0).max(1000).optional(),
});
/** An edit of an FAQ: its fields, and the revision they were read at unless If-Match says it. */
export const siteFaqEditSchema = siteFaqSchema.extend({ expectedRevision: baseRevisionSchema.optional() });
export const siteFaqIdParamsSchema = z.strictObject({ id: objectIdSchema('Invalid FAQ id') });

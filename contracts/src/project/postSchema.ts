import { validateProjectForPost } from './postRules.ts';
import { projectFieldsSchema } from './schemas.ts';

/** projectFieldsSchema plus the posting rules, so `safeParse` reports validateProjectForPost's messages. */
export const projectPostSchema = projectFieldsSchema.superRefine((fields, ctx) => {
  for (const error of validateProjectForPost(fields)) {
    const path = error.path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
    ctx.addIssue({ code: 'custom', message: error.message, path });
  }
});

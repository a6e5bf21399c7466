import { z } from 'zod';
import { objectIdSchema } from '../fieldSchemas.ts';
import { jsonParam } from './adminListApi.ts';

/** The console's "All Users" tab, in the ra-data-simple-rest dialect. */
export const adminUserListQuerySchema = z.strictObject({
  sort: jsonParam(
    z.tuple([z.enum(['email', 'name', 'role', 'status', 'createdAt', 'updatedAt', 'id']), z.enum(['ASC', 'DESC'])]),
    'sort',
  ),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ),
  filter: jsonParam(z.strictObject({ q: z.string().max(200).optional() }), 'filter'),
});

export const userIdParamsSchema = z.strictObject({ id: objectIdSchema('Invalid user id') });

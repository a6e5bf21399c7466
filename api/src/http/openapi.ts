import { OpenAPIRegistry, OpenApiGeneratorV31, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// The generator reads metadata through `.openapi()`, which this adds to zod's prototypes.
extendZodWithOpenApi(z);
import { ACCESS_ROLES, type AnyRoute } from '../routing/routeTable.ts';

const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

const toOpenApiPath = (path: string): string => `/api/v1${path.replace(/:(\w+)/g, '{$1}')}`;

/** The OpenAPI 3.1 document, generated from the same route table and zod schemas that serve requests. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], version: string): object {
  const registry = new OpenAPIRegistry();
  registry.register('Problem', problemSchema);
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const spec of routes) {
    const request: Record<string, unknown> = {};
    if (spec.query instanceof z.ZodObject) request['query'] = spec.query;
    if (spec.params instanceof z.ZodObject) request['params'] = spec.params;
    if (spec.body) request['body'] = { content: { 'application/json': { schema: spec.body } } };
    if (spec.upload) {
      const file = z.string().openapi({
        format: 'binary',
        description: `One file: ${spec.upload.accept.join(', ')}; at most ${spec.upload.maxBytes} bytes. Its type is judged by its content.`,
      });
      const fields = spec.upload.fields instanceof z.ZodObject ? spec.upload.fields : z.object({});
      request['body'] = {
        content: { 'multipart/form-data': { schema: fields.extend({ [spec.upload.field]: file }) } },
      };
    }
    const errors = {
      400: { description: 'Invalid input', content: { 'application/problem+json': { schema: problemSchema } } },
      ...(spec.access === 'public'
        ? {}
        : { 401: { description: 'Not signed in' }, 403: { description: 'Role not allowed' } }),
      ...(spec.method === 'get'
        ? {}
        : {
            409: { description: 'Not allowed in the current state' },
            412: { description: 'Stale If-Match revision' },
          }),
      ...(spec.upload
        ? {
            413: { description: 'The file is larger than the limit' },
            415: { description: 'The file is not an accepted type' },
          }
        : {}),
      503: { description: 'A store is unavailable; retry after Retry-After seconds' },
    };
    registry.registerPath({
      method: spec.method,
      path: toOpenApiPath(spec.path),
      summary: spec.summary,
      tags: [spec.tag],
      ...(spec.access === 'public'
        ? {}
        : { security: [{ bearer: [] }], description: `Requires role: ${ACCESS_ROLES[spec.access].join(' or ')}` }),
      request,
      responses: {
        200: spec.response
          ? { description: 'OK', content: { 'application/json': { schema: spec.response } } }
          : { description: 'OK' },
        ...errors,
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Aangan API', version, description: 'Real-estate marketplace: projects, search, admin console.' },
    servers: [{ url: '/' }],
  });
}

import {
  testimonialCreateSchema,
  testimonialDeleteSchema,
  testimonialListQuerySchema,
  testimonialsResponseSchema,
} from '@aangan/contracts';
import { ok, okMessage, route, type AnyRoute } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/** Testimonials */
export function testimonialRoutes(configuration: WebsiteConfiguration): AnyRoute[] {
  return [
    route({
      method: 'get',
      path: '/user/testimonials',
      access: 'public',
      tag: TAG,
      summary: 'Testimonials for the home page (client or employee)',
      followsReadModels: true,
      query: testimonialListQuerySchema,
      response: testimonialsResponseSchema,
      handler: async ({ query }) => ok(await configuration.testimonials(query.kind)),
    }),
    route({
      method: 'post',
      path: '/admin/create/testimonial',
      access: 'admin',
      tag: TAG,
      summary: 'Add a client or employee testimonial',
      body: testimonialCreateSchema,
      handler: async ({ body, command }) =>
        ok({ _id: await configuration.addTestimonial(command, body) }, 'Testimonial added', { status: 201 }),
    }),
    route({
      method: 'post',
      path: '/admin/delete/moderations',
      access: 'admin',
      tag: TAG,
      summary: 'Delete a moderation item (a testimonial)',
      body: testimonialDeleteSchema,
      handler: async ({ body, command }) => {
        await configuration.deleteTestimonial(command, body._id);
        return okMessage('Deleted successfully');
      },
    }),
  ];
}

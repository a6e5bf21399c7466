import type { TestimonialDoc } from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import { requireVisible } from '../core/commandAccepted.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { testimonialDecider, testimonialStream } from './testimonialDecider.ts';
import { MODERATION_DATA, collectionsOf, type WebsiteConfigurationDeps } from './websiteConfigurationDeps.ts';

export function createTestimonials(deps: WebsiteConfigurationDeps) {
  const col = collectionsOf(deps.readStore);
  const testimonialCommands = commandRunner(deps, {
    decider: testimonialDecider,
    idOf: (command) => (command.type === 'AddTestimonial' ? command.testimonial.testimonialId : command.testimonialId),
    stream: testimonialStream,
    poll: () => MODERATION_DATA,
  });

  return {
    async testimonials(kind?: 'client' | 'employee') {
      const docs = await col<TestimonialDoc>('testimonials').find(
        { deleted: false, ...(kind ? { kind } : {}) },
        { sort: { createdAt: -1, _id: -1 } },
      );
      // `type` is the spec's name for `kind` (§3): both are answered so either kind of client reads it.
      return docs.map(({ _position, ...t }) => ({ ...t, type: t.kind }));
    },
    async addTestimonial(
      context: CommandContext,
      input: {
        kind: 'client' | 'employee';
        name: string;
        content: string;
        role?: string | undefined;
        photoUrl?: string | null | undefined;
      },
    ) {
      const testimonialId = deps.ids.objectId();
      const testimonial = {
        testimonialId,
        kind: input.kind,
        name: input.name,
        content: input.content,
        role: input.role ?? '',
        photoUrl: input.photoUrl ?? null,
      };
      requireVisible((await testimonialCommands(context, { type: 'AddTestimonial', testimonial })).stored);
      return testimonialId;
    },
    async deleteTestimonial(context: CommandContext, testimonialId: string) {
      requireVisible((await testimonialCommands(context, { type: 'DeleteTestimonial', testimonialId })).stored);
    },
  };
}

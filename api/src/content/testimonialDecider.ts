import { NotFoundError, type testimonialAdded, type testimonialDeleted } from '@aangan/contracts';
import type { z } from 'zod';
import type { Decider } from '../core/decider.ts';

export type TestimonialEvent = z.infer<typeof testimonialAdded> | z.infer<typeof testimonialDeleted>;

export type TestimonialCommand =
  | { type: 'AddTestimonial'; testimonial: z.infer<typeof testimonialAdded>['data'] }
  | { type: 'DeleteTestimonial'; testimonialId: string };

export type TestimonialState = { status: 'none' | 'live' | 'deleted' };

export const testimonialStream = (testimonialId: string): string => `testimonial-${testimonialId}`;

/** A testimonial on the home page: added, then deleted for good; deleting one not there is a 404. */
export const testimonialDecider: Decider<TestimonialState, TestimonialCommand, TestimonialEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: event.type === 'TestimonialAdded' ? 'live' : 'deleted' }),
  decide(command, state) {
    switch (command.type) {
      case 'AddTestimonial':
        return [{ type: 'TestimonialAdded', data: command.testimonial }];
      case 'DeleteTestimonial':
        if (state.status !== 'live') throw new NotFoundError('Testimonial not found');
        return [{ type: 'TestimonialDeleted', data: { testimonialId: command.testimonialId } }];
    }
  },
};

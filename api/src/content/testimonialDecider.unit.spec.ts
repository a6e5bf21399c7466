import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@aangan/contracts';
import { testimonialDecider, type TestimonialCommand, type TestimonialEvent } from './testimonialDecider.ts';

const given = (events: TestimonialEvent[]) =>
  events.reduce(testimonialDecider.evolve, testimonialDecider.initialState());
const when = (events: TestimonialEvent[], command: TestimonialCommand) =>
  testimonialDecider.decide(command, given(events));
const testimonial = {
  testimonialId: 't1',
  kind: 'client' as const,
  name: 'A',
  content: 'Good',
  role: '',
  photoUrl: null,
};
const added: TestimonialEvent = { type: 'TestimonialAdded', data: testimonial };
const deleted: TestimonialEvent = { type: 'TestimonialDeleted', data: { testimonialId: 't1' } };

describe('testimonial decider', () => {
  it('adding records the testimonial as given', () => {
    expect(when([], { type: 'AddTestimonial', testimonial })).toEqual([added]);
  });

  it('a testimonial added can be deleted, once', () => {
    expect(when([added], { type: 'DeleteTestimonial', testimonialId: 't1' })).toEqual([deleted]);
    expect(() => when([added, deleted], { type: 'DeleteTestimonial', testimonialId: 't1' })).toThrow(
      new NotFoundError('Testimonial not found'),
    );
  });

  it('deleting one never added is a 404', () => {
    expect(() => when([], { type: 'DeleteTestimonial', testimonialId: 't1' })).toThrow(NotFoundError);
  });
});

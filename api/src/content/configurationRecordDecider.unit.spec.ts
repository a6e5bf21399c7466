import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@aangan/contracts';
import type { DomainEvent } from '../core/commandHandler.ts';
import { configurationRecordDecider, type ConfigurationRecordCommand } from './configurationRecordDecider.ts';

const given = (events: DomainEvent[]) =>
  events.reduce(configurationRecordDecider.evolve, configurationRecordDecider.initialState());
const when = (events: DomainEvent[], command: ConfigurationRecordCommand) =>
  configurationRecordDecider.decide(command, given(events));
const added: DomainEvent = {
  type: 'TestimonialAdded',
  data: { testimonialId: 't1', kind: 'client', name: 'A', content: 'Good', role: '', photoUrl: null },
};
const deleted: DomainEvent = { type: 'TestimonialDeleted', data: { testimonialId: 't1' } };
const mustExist = { deletedBy: 'TestimonialDeleted', message: 'Testimonial not found' };

describe('Website Configuration record decider', () => {
  it('records the change asked for, on a new record or an existing one', () => {
    expect(when([], { type: 'Record', event: added })).toEqual([added]);
    const rates: DomainEvent = { type: 'CurrencyRatesChanged', data: { rates: { USD: { inrPerUnit: 84 } } } };
    expect(when([rates], { type: 'Record', event: rates })).toEqual([rates]);
  });

  it('a change to a record that must exist is refused before it was recorded, and after it was deleted', () => {
    expect(() => when([], { type: 'Record', event: deleted, mustExist })).toThrow(
      new NotFoundError('Testimonial not found'),
    );
    expect(() => when([added, deleted], { type: 'Record', event: deleted, mustExist })).toThrow(NotFoundError);
    expect(when([added], { type: 'Record', event: deleted, mustExist })).toEqual([deleted]);
  });
});

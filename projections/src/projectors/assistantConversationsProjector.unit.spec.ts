import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventStore/EventStore.ts';
import { projectAll } from '../runner/Projector.ts';
import { assistantConversationsProjector } from './assistantConversationsProjector.ts';

const exchange = (position: number, exchangeId: string, day: string): RecordedEvent => ({
  id: `event-${position}`,
  type: 'AssistantExchangeRecorded',
  stream: `assistantConversations-${day}`,
  revision: position - 1,
  position,
  data: {
    exchangeId,
    prompt: 'call me on +91******3210 about 2bhk in noida',
    response: 'I found 2 projects for 2 BHK homes in Noida.',
    intent: 'search',
    understood: { city: 'Noida', bhk: [2] },
    projectIds: ['p1', 'p2'],
    phrasedBy: 'rules',
    at: `${day}T10:00:00.000Z`,
  },
  metadata: {
    actor: { id: 'anonymous', role: 'system' },
    at: `${day}T10:00:00.000Z`,
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: 1,
  },
  recordedAt: `${day}T10:00:00.000Z`,
});

const events = [
  exchange(1, 'x1', '2026-05-01'),
  exchange(2, 'x2', '2026-05-02'),
  { ...exchange(3, 'ignored', '2026-05-02'), stream: 'project-abc' },
];

describe('assistant_exchanges projector', () => {
  it('one document per exchange, with its day', async () => {
    const docs = await projectAll(assistantConversationsProjector, events);
    expect([...docs.keys()]).toEqual(['x1', 'x2']);
    expect(docs.get('x2')).toMatchObject({
      _id: 'x2',
      day: '2026-05-02',
      intent: 'search',
      prompt: 'call me on +91******3210 about 2bhk in noida',
      projectIds: ['p1', 'p2'],
      _position: 2,
    });
  });

  it('applying every event twice equals applying it once', async () => {
    const once = await projectAll(assistantConversationsProjector, events);
    expect(await projectAll(assistantConversationsProjector, [...events, ...events])).toEqual(once);
    expect(
      await projectAll(
        assistantConversationsProjector,
        events.flatMap((e) => [e, e]),
      ),
    ).toEqual(once);
  });
});

import { isDomainEventType, type DomainEvent } from '@aangan/contracts';
import type { RecordedEvent } from '../eventStore/EventStore.ts';
import type { ProjectedDoc, Projector } from '../runner/Projector.ts';

/**
 * A recorded product event, typed by its schema: a switch on `type` narrows `data`. The log holds only
 * events checked against their schema when appended, and the runner hands a projector only the types
 * it `handles`, so a projector of `Recorded<LeadEvent>` reads lead events and nothing else.
 */
export type Recorded<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? RecordedEvent<E['type'], E['data']>
  : never;

/** A read model built from product events of the types `E`. */
export type ProductProjector<D extends ProjectedDoc, E extends DomainEvent, C = unknown> = Projector<D, C, Recorded<E>>;

/**
 * Whether a recorded event is one of the product's: its type is in the catalogue. Its data is then
 * what the type's schema says, since every event is checked against its schema before it is appended.
 */
export const isRecorded = (event: RecordedEvent): event is Recorded => isDomainEventType(event.type);

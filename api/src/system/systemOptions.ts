import type { Logger } from 'pino';
import type { EventStore, ReadStore, SnapshotPrefetch, WriterThreadModule } from '@aangan/projections';

export interface SystemOptions {
  /** Run the projection runner in this process (embedded default: yes). */
  runProjections: boolean;
  logger?: Logger;
  now?: () => Date;
  /** Wraps the read store once it is built: how tests put a fault-injecting wrapper around the real one. */
  wrapReadStore?: (store: ReadStore) => ReadStore;
  /** Wraps the event store once it is opened: how tests count or fail its calls around the real one. */
  wrapEventStore?: (store: EventStore) => EventStore;
  /**
   * The embedded event log's writer thread: the built server's by default, which code run from the
   * sources does not have (it writes on its own thread); the bench gives it the sources' writer.
   */
  eventLogWriterThread?: WriterThreadModule | null;
  /** The read models' snapshot as read ahead while the code loaded (see main.ts). */
  snapshotPrefetch?: SnapshotPrefetch | null;
}

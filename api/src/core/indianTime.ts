import { INDIA_UTC_OFFSET_MS as IST_OFFSET_MS } from '@aangan/contracts';

/** The calendar day in India, yyyy-mm-dd: admins read "today's" records in their own time zone. */
export const indianDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The time of day in India, as "14:05 IST", for messages that name a moment. */
export const indianClock = (at: Date): string =>
  `${new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16)} IST`;

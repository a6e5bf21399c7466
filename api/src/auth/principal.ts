import type { Role } from '@aangan/contracts';

/** Who a verified token says is calling. */
export interface Principal {
  userId: string;
  role: Role;
  tokenId: string;
  /** When the token stops being accepted anyway (ISO). */
  expiresAt: string;
  /** When the token was issued (milliseconds since the epoch). */
  issuedAtMs: number;
}

import type { Server } from 'node:http';

/** How long answers still being sent at a shutdown get to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Stops taking connections and closes the open ones: idle keep-alive connections at once, each
 * other one as soon as its answer is sent (one whose answer was still going out when the server
 * closed would otherwise stay open until its keep-alive timeout, and hold the shutdown that long),
 * and whatever is left after `graceMs`.
 */
export async function closeConnections(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

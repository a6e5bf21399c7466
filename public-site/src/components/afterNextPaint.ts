/**
 * Runs `then` once the frame that shows what a tap changed has been painted, so work that can wait a
 * frame (the address, a search, the page that follows it) does not hold that frame. A hidden page
 * paints no frames: there it runs in the next task.
 */
export function afterNextPaint(then: () => void): void {
  if (document.hidden) setTimeout(then, 0);
  else requestAnimationFrame(() => setTimeout(then, 0));
}

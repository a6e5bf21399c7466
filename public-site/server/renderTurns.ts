/**
 * Page renders taking turns: `await turns()` resolves in the order asked, one per turn of the event
 * loop. Node accepts one new connection per turn of its loop (libuv since 1.45), and a turn that
 * rendered every page the open connections had asked for (a few milliseconds of CPU each) kept a new
 * visitor's connection waiting behind all of them: at 50 connections kept busy, for seconds. With
 * one render a turn, a connection comes in every few milliseconds, and pages are rendered in the
 * order they were asked for. A lone request waits one turn (a fraction of a millisecond).
 */
export function renderTurns(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  // Resolving runs the render in the microtasks after this callback; the next one is scheduled for the next turn.
  const next = () => {
    waiting.shift()?.();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(next);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    });
}

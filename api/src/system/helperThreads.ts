import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Where Linux lists a process's threads, each a task with its own scheduling priority. */
const TASKS = '/proc/self/task';

export interface HelperThreads {
  /** Lowers the priority of the helper threads not seen before; the number lowered. */
  look(): number;
  /** Stops looking, and gives the threads lowered their priority back where the system allows it. */
  stop(): void;
}

/**
 * The main thread answers every request; the process's other threads help it: the collector's
 * helpers, zlib's and the file system's thread pool, the render thread, the snapshot's reader. On a
 * machine whose cores are all busy, the scheduler shared them out evenly, and the main thread
 * waited to run a fifth of the time under the scale bench's load while its requests queued. With
 * the helpers `nice` steps below the main thread's priority (1–19; 0 leaves them alone), the main
 * thread runs first when it is ready, and the helpers take what it leaves.
 *
 * Linux only, where each thread is a task under /proc/self/task and the main thread's task id is
 * the process id; elsewhere nothing changes. Threads started later (the thread pool starts with its
 * first task) are found at the next look, every `everyMs`. Call it from the main thread. The
 * threads in `keep` (the event log's writer, which every write's answer waits for and which uses
 * little CPU) keep the main thread's priority.
 */
export function lowerHelperThreads(nice: number, everyMs = 5_000, keep: readonly number[] = []): HelperThreads {
  const lowered = new Set<number>();
  const base = process.platform === 'linux' ? getPriority(process.pid) : 0;
  const look = (): number => {
    if (nice <= 0 || process.platform !== 'linux') return 0;
    let tasks: string[];
    try {
      tasks = readdirSync(TASKS);
    } catch {
      return 0;
    }
    const target = Math.min(19, base + nice);
    let count = 0;
    for (const task of tasks) {
      const id = Number(task);
      if (id === process.pid || lowered.has(id) || keep.includes(id)) continue;
      lowered.add(id);
      try {
        setPriority(id, target);
        count += 1;
      } catch {
        // The thread ended meanwhile, or the system refused: it keeps its priority.
      }
    }
    return count;
  };
  look();
  const timer = nice > 0 && process.platform === 'linux' ? setInterval(look, everyMs) : null;
  timer?.unref();
  return {
    look,
    stop: () => {
      if (timer) clearInterval(timer);
      for (const id of lowered)
        try {
          setPriority(id, base);
        } catch {
          // Ended, or raising a priority needs a privilege this process lacks.
        }
      lowered.clear();
    },
  };
}

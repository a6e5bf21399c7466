import { UPLOAD_MESSAGES, UnavailableError } from '@aangan/contracts';

/**
 * Images are decoded and re-encoded one at a time, in the order they arrive. A decoded photo
 * holds about 4 bytes a pixel (160 MB at the 40 MP limit), and the image library uses every core
 * it is given: four large photos at once took a gigabyte and starved the public pages. One at a
 * time, with one thread, the memory is known and a core stays free for buyers. A few more wait
 * their turn; beyond that an upload is refused as busy, to be sent again shortly.
 */

export interface ImageWorkStats {
  processing: number;
  waiting: number;
  /** The most ever processed at once since the process started. */
  peakProcessing: number;
  done: number;
}

export interface ImageWork {
  run<T>(job: () => Promise<T>): Promise<T>;
  stats(): ImageWorkStats;
}

/** Uploads that may wait behind the one in progress before more are refused as busy. */
export const IMAGE_QUEUE_LENGTH = 12;

export function createImageWork(options: { queueLength?: number } = {}): ImageWork {
  const queueLength = options.queueLength ?? IMAGE_QUEUE_LENGTH;
  const waiting: Array<() => void> = [];
  const stats: ImageWorkStats = { processing: 0, waiting: 0, peakProcessing: 0, done: 0 };

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (stats.processing > 0 || waiting.length > 0) {
        if (waiting.length >= queueLength) throw new UnavailableError(UPLOAD_MESSAGES.image.busy, 30);
        // Woken with the slot already ours: nobody can slip in between.
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          stats.waiting = waiting.length;
        });
      } else {
        stats.processing += 1;
      }
      stats.peakProcessing = Math.max(stats.peakProcessing, stats.processing);
      try {
        return await job();
      } finally {
        stats.done += 1;
        const handOver = waiting.shift();
        stats.waiting = waiting.length;
        if (handOver) handOver();
        else stats.processing -= 1;
      }
    },
    stats: () => ({ ...stats }),
  };
}

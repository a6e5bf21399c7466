import { describeBytes } from '@aangan/contracts';

/**
 * A progress line on the terminal, redrawn at most five times a second; silent when standard
 * error is not a terminal (cron, logs), where only the final summary is wanted.
 */
export function progressLine(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastDrawn = 0;
  let drawn = false;
  return {
    update(doneBytes: number, totalBytes: number, detail = '') {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - lastDrawn < 200 && doneBytes < totalBytes) return;
      lastDrawn = now;
      drawn = true;
      const percent = totalBytes ? Math.min(100, Math.floor((doneBytes / totalBytes) * 100)) : 100;
      stream.write(
        `\r${label}: ${percent}% (${describeBytes(doneBytes)} of ${describeBytes(totalBytes)}${detail ? `, ${detail}` : ''})\u001b[K`,
      );
    },
    end() {
      if (drawn) stream.write('\n');
    },
  };
}

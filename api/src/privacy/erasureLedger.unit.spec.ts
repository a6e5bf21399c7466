import { describe, expect, it } from 'vitest';
import { formatErasureEntry, parseErasureLedger } from './erasureLedger.ts';

describe('the erasure ledger file', () => {
  it('one line per erased person, naming only the subject id and the time', () => {
    expect(
      formatErasureEntry({ subjectId: 'c1f0a6d2-8a4e-4f67-9d3b-2b5e7a1c9e10', at: '2025-07-01T10:00:00.000Z' }),
    ).toBe('{"subjectId":"c1f0a6d2-8a4e-4f67-9d3b-2b5e7a1c9e10","at":"2025-07-01T10:00:00.000Z"}\n');
  });

  it('reads every whole line once, skipping a last line cut off by a crash', () => {
    const text = [
      '{"subjectId":"a","at":"2025-07-01T10:00:00.000Z"}',
      '{"subjectId":"b","at":"2025-07-01T11:00:00.000Z"}',
      '{"subjectId":"a","at":"2025-07-02T10:00:00.000Z"}',
      '{"subjectId":"c","at":"2025-07-0',
    ].join('\n');
    expect(parseErasureLedger(text)).toEqual([
      { subjectId: 'a', at: '2025-07-01T10:00:00.000Z' },
      { subjectId: 'b', at: '2025-07-01T11:00:00.000Z' },
    ]);
  });
});

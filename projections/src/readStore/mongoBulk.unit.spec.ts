import { describe, expect, it } from 'vitest';
import { afterDuplicate } from './mongoBulk.ts';

describe('a conditional write refused as a duplicate id', () => {
  it('is skipped only when the stored document is as new or newer', () => {
    expect(afterDuplicate({ _id: 'd', _position: 9 } as never, 7)).toBe('skip');
    expect(afterDuplicate({ _id: 'd', _position: 7 } as never, 7)).toBe('skip');
  });

  it('is written again when another writer inserted an older copy, one without a position, or it is gone', () => {
    expect(afterDuplicate({ _id: 'd', _position: 3 } as never, 7)).toBe('retry');
    expect(afterDuplicate({ _id: 'd' }, 7)).toBe('retry');
    expect(afterDuplicate(null, 7)).toBe('retry');
  });
});

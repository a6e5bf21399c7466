/** An EBML element as read back: its id, where its data starts and ends, and its children when it is a master. */
export interface EbmlElement {
  id: number;
  /** Offset of the element's first byte (its id). */
  start: number;
  dataStart: number;
  end: number;
  children?: EbmlElement[];
}

/** The master elements (holding other elements) of what webm.ts writes. */
const MASTERS = new Set([
  0x1a45dfa3, 0x18538067, 0x114d9b74, 0x4dbb, 0x1549a966, 0x1654ae6b, 0xae, 0xe0, 0x1c53bb6b, 0xbb, 0xb7, 0x1f43b675,
]);

function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error(`No variable-length integer at ${at}`);
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i];
    if (byte === undefined) throw new Error(`Integer at ${at} runs past the end`);
    value = value * 256 + byte;
  }
  return { value, length };
}

/**
 * Reads the elements between `start` and `end` strictly: every size must fit its parent exactly,
 * no unknown sizes, nothing left over.
 */
export function readEbml(bytes: Buffer, start = 0, end = bytes.length): EbmlElement[] {
  const elements: EbmlElement[] = [];
  let at = start;
  while (at < end) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const elementEnd = dataStart + size.value;
    if (elementEnd > end) throw new Error(`Element 0x${id.value.toString(16)} at ${at} ends past its parent`);
    elements.push({
      id: id.value,
      start: at,
      dataStart,
      end: elementEnd,
      ...(MASTERS.has(id.value) ? { children: readEbml(bytes, dataStart, elementEnd) } : {}),
    });
    at = elementEnd;
  }
  if (at !== end) throw new Error(`Elements overrun their parent at ${at}`);
  return elements;
}

/** The children of `parent` with `id`. */
export const childrenOf = (parent: EbmlElement, id: number): EbmlElement[] =>
  (parent.children ?? []).filter((child) => child.id === id);

/** The one child of `parent` with `id` (throws when there is none). */
export function childOf(parent: EbmlElement, id: number): EbmlElement {
  const found = childrenOf(parent, id)[0];
  if (!found) throw new Error(`No element 0x${id.toString(16)} in 0x${parent.id.toString(16)}`);
  return found;
}

export const uintOf = (bytes: Buffer, element: EbmlElement): number =>
  bytes.subarray(element.dataStart, element.end).reduce((value, byte) => value * 256 + byte, 0);

export const textOf = (bytes: Buffer, element: EbmlElement): string =>
  bytes.toString('utf8', element.dataStart, element.end);

export const floatOf = (bytes: Buffer, element: EbmlElement): number => bytes.readDoubleBE(element.dataStart);

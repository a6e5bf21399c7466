import { formatDate, formatDateTime } from './indiaDates.ts';

/** A moment as the spec writes it (dd-mm-yyyy HH:mm, India time), machine-readable in `dateTime`. */
export function DateTimeText({ value, dateOnly = false }: { value: string | null | undefined; dateOnly?: boolean }) {
  if (!value) return <>—</>;
  return <time dateTime={value}>{dateOnly ? formatDate(value) : formatDateTime(value)}</time>;
}

/**
 * When a change was recorded and, for a change an import dated earlier (the demo catalogue's past
 * price revisions), the day it took effect.
 */
export function RecordedText({ at, effectiveAt }: { at: string; effectiveAt?: string | undefined }) {
  return (
    <>
      <DateTimeText value={at} />
      {effectiveAt ? (
        <>
          {' '}
          (took effect <DateTimeText value={effectiveAt} dateOnly />)
        </>
      ) : null}
    </>
  );
}

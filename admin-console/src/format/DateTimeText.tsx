import { formatDate, formatDateTime } from './indiaDates.ts';

/** A moment as the spec writes it (dd-mm-yyyy HH:mm, India time), machine-readable in `dateTime`. */
export function DateTimeText({ value, dateOnly = false }: { value: string | null | undefined; dateOnly?: boolean }) {
  if (!value) return <>—</>;
  return <time dateTime={value}>{dateOnly ? formatDate(value) : formatDateTime(value)}</time>;
}

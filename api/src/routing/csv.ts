/** One CSV cell: quoted when needed, and never starting like a spreadsheet formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^\+\d{6,15}$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV document (CRLF line ends, as spreadsheets expect). */
export const toCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Made at its first use: a time-zone formatter costs milliseconds to make, which a start should not pay. */
let india: Intl.DateTimeFormat | null = null;

/** A moment as the spec writes it, in India time: 'dd-mm-yyyy HH:mm' ('' when there is none). */
export function csvIndiaTime(iso: string | null | undefined): string {
  const moment = iso ? new Date(iso) : null;
  if (!moment || Number.isNaN(moment.getTime())) return '';
  const parts = Object.fromEntries(
    (india ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }))
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['day']}-${parts['month']}-${parts['year']} ${parts['hour']}:${parts['minute']}`;
}

/** A calendar day kept as yyyy-mm-dd (a follow-up date) as dd-mm-yyyy; '' when there is none. */
export function csvDay(day: string | null | undefined): string {
  const parts = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : (day ?? '');
}

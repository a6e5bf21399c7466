/**
 * Spec §9 dates: dd-mm-yyyy, with the time as HH:mm (24-hour) for moments. Moments are shown in
 * India time whatever the browser's zone, so an admin abroad and an auditor in Noida read the same
 * day and hour for one change (the audit log's date filter is in India time too).
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface IndiaParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

const partsOf = (iso: string | Date | null | undefined): IndiaParts | null => {
  if (!iso) return null;
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of PARTS.formatToParts(date)) parts[part.type] = part.value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
};

/** '02-01-2026 00:15' for 2026-01-01T18:45:00Z; '—' when there is no date. */
export const formatDateTime = (iso: string | Date | null | undefined): string => {
  const parts = partsOf(iso);
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : '—';
};

/** The India-time day of a moment: '02-01-2026'; '—' when there is no date. */
export const formatDate = (iso: string | Date | null | undefined): string => {
  const parts = partsOf(iso);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '—';
};

/** A calendar day kept as yyyy-mm-dd (a follow-up date, a chart's day), as dd-mm-yyyy. */
export const formatDay = (day: string | null | undefined): string => {
  const parts = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return parts ? `${parts[3]}-${parts[2]}-${parts[1]}` : '—';
};

/** The India-time day of a moment as yyyy-mm-dd (what date filters send). */
export const indiaDayOf = (moment: Date): string => {
  const parts = partsOf(moment);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
};

const TYPED_DAY = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;

/** A day typed as dd-mm-yyyy ('2-1-2026' too) → 'yyyy-mm-dd' when it names a real day, else null. */
export const dayFromTyped = (text: string): string | null => {
  const parts = TYPED_DAY.exec(text.trim());
  if (!parts) return null;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${parts[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * What is typed into a dd-mm-yyyy box as it is typed: digits and hyphens only, a hyphen put in after
 * two digits of the day and of the month ('29112026' → '29-11-2026'; '2-1-2026' stays), at most four
 * digits of the year; a pasted yyyy-mm-dd is turned around.
 */
export const maskTypedDay = (typed: string): string => {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(typed);
  if (iso) return `${iso[3]}-${iso[2]}-${iso[1]}`;
  let out = '';
  let part = 0;
  let digits = 0;
  for (const char of typed.replace(/[^\d-]/g, '')) {
    if (char === '-') {
      if (part < 2 && digits > 0) {
        out += '-';
        part += 1;
        digits = 0;
      }
      continue;
    }
    if (part < 2 && digits === 2) {
      out += '-';
      part += 1;
      digits = 0;
    }
    if (part === 2 && digits === 4) break;
    out += char;
    digits += 1;
  }
  return out;
};

/** The India day `days` days before `moment`, as yyyy-mm-dd. */
export const indiaDayBefore = (moment: Date, days: number): string =>
  indiaDayOf(new Date(moment.getTime() - days * 86_400_000));

import { formatDate, formatPrice, formatPriceRange, type AlertItem, type AlertTopic } from '@aangan/contracts';

/** A mail ready to send: subject, plain text and HTML that reads well on a phone. */
export interface AlertMailContent {
  subject: string;
  text: string;
  html: string;
}

const esc = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const followed = (topic: AlertTopic): string =>
  topic.kind === 'search' ? `new projects for your search “${topic.label}”` : `changes to ${topic.title}`;

/** A page around the content: one column, large type, a link as a button. */
function page(title: string, body: string, footer: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#f6f4ef;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:20px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#8a4b12">Aangan</p>
${body}
<p style="margin:28px 0 0;font-size:13px;line-height:1.5;color:#52606d">${footer}</p>
</div></body></html>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${esc(href)}" style="display:inline-block;background:#8a4b12;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px;font-weight:600">${esc(label)}</a></p>`;

export function confirmationMail(topic: AlertTopic, confirmUrl: string): AlertMailContent {
  const what = followed(topic);
  const subject = `Confirm your Aangan alert: ${topic.kind === 'search' ? topic.label : topic.title}`;
  const text = [
    `You asked Aangan to email you about ${what}.`,
    '',
    `Confirm with this link: ${confirmUrl}`,
    '',
    'Nothing else is sent until you do. After that: at most one email a day, only when something changed, each with a one-click unsubscribe.',
    '',
    'Did not ask for this? Ignore this email and you will hear nothing more.',
  ].join('\n');
  const html = page(
    subject,
    `<p style="font-size:16px;line-height:1.5;margin:0">You asked Aangan to email you about ${esc(what)}.</p>
${button(confirmUrl, 'Confirm alerts')}
<p style="font-size:15px;line-height:1.5;margin:0">Nothing else is sent until you do. After that: at most one email a day, only when something changed, each with a one-click unsubscribe.</p>`,
    'Did not ask for this? Ignore this email and you will hear nothing more.',
  );
  return { subject, text, html };
}

/** One item as a line: what changed, where, and by how much. */
export function itemLine(item: AlertItem): { headline: string; detail: string } {
  switch (item.kind) {
    case 'newProject':
      return {
        headline: `New: ${item.title}${item.place ? `, ${item.place}` : ''}`,
        detail: [item.bhk, item.priceMin === null ? 'Price on request' : formatPriceRange(item.priceMin, item.priceMax)]
          .filter(Boolean)
          .join(' · '),
      };
    case 'priceDrop':
      return {
        headline: `Price down ${item.percent}%: ${item.unit} at ${item.title}`,
        detail: `${formatPrice(item.from)} → ${formatPrice(item.to)}`,
      };
    case 'possession': {
      const side = (status: string | null, date: string | null) =>
        [status ?? 'Not given', date ? `(${formatDate(date)})` : ''].filter(Boolean).join(' ');
      return {
        headline: `Possession update: ${item.title}`,
        detail: `${side(item.from, item.fromDate)} → ${side(item.to, item.toDate)}`,
      };
    }
    case 'rera':
      return {
        headline: `RERA status changed: ${item.title}`,
        detail: `${item.from.join(', ') || 'None'} → ${item.to.join(', ') || 'None'}`,
      };
  }
}

export interface DigestMailInput {
  day: string;
  items: readonly AlertItem[];
  more: number;
  origin: string;
  /** Per alert: what it follows and its own unsubscribe link. */
  alerts: ReadonlyMap<string, { topic: AlertTopic; unsubscribeUrl: string }>;
  unsubscribeAllUrl: string;
}

export function digestMail(input: DigestMailInput): AlertMailContent {
  const { items, more, origin, alerts } = input;
  const total = items.length + more;
  const first = items[0] ? itemLine(items[0]).headline : '';
  const subject = total === 1 ? first : `${total} updates on projects you follow · Aangan`;
  const byAlert = new Map<string, AlertItem[]>();
  for (const item of items) byAlert.set(item.alertId, [...(byAlert.get(item.alertId) ?? []), item]);
  const textParts: string[] = [`Your Aangan alerts for ${formatDate(input.day)}.`, ''];
  const htmlParts: string[] = [
    `<p style="font-size:16px;margin:0 0 8px">Your alerts for ${esc(formatDate(input.day))}.</p>`,
  ];
  for (const [alertId, alertItems] of byAlert) {
    const alert = alerts.get(alertId);
    const heading = alert ? followed(alert.topic) : 'projects you follow';
    textParts.push(`— ${heading[0].toUpperCase()}${heading.slice(1)}`);
    htmlParts.push(
      `<h2 style="font-size:15px;margin:24px 0 8px;color:#52606d;font-weight:600">${esc(heading[0].toUpperCase() + heading.slice(1))}</h2>`,
    );
    for (const item of alertItems) {
      const { headline, detail } = itemLine(item);
      const url = `${origin}${item.link}`;
      textParts.push(`• ${headline}`, `  ${detail}`, `  ${url}`);
      htmlParts.push(
        `<div style="border:1px solid #e4e0d8;background:#fff;border-radius:8px;padding:12px 14px;margin:0 0 10px">
<a href="${esc(url)}" style="font-size:16px;font-weight:600;color:#1f2933;text-decoration:none">${esc(headline)}</a>
<p style="margin:6px 0 0;font-size:15px;color:#334e68">${esc(detail)}</p></div>`,
      );
    }
    if (alert) {
      textParts.push(`  Stop this alert: ${alert.unsubscribeUrl}`, '');
      htmlParts.push(
        `<p style="margin:0 0 8px;font-size:13px"><a href="${esc(alert.unsubscribeUrl)}" style="color:#52606d">Stop this alert</a></p>`,
      );
    }
  }
  if (more > 0) {
    textParts.push(`And ${more} more updates not listed here.`, '');
    htmlParts.push(`<p style="font-size:15px">And ${more} more updates not listed here.</p>`);
  }
  textParts.push(
    'You get this because you confirmed these alerts on Aangan. At most one email a day.',
    `Unsubscribe from all alerts: ${input.unsubscribeAllUrl}`,
  );
  const html = page(
    subject,
    htmlParts.join('\n'),
    `You get this because you confirmed these alerts on Aangan. At most one email a day. <a href="${esc(input.unsubscribeAllUrl)}" style="color:#52606d">Unsubscribe from all alerts</a>`,
  );
  return { subject, text: textParts.join('\n'), html };
}

/**
 * A small RFC 5322 / MIME reader for tests, written apart from the code that composes messages so that
 * the tests check the format, not the composer against itself. Enough for text, html and alternatives.
 */
export interface ParsedPart {
  /** Raw (still encoded) header values by lower-case name; repeated headers keep the first value. */
  headers: Record<string, string>;
  /** A header with RFC 2047 encoded words decoded. */
  header(name: string): string | undefined;
  contentType: string;
  /** The decoded body of a single part (empty for a multipart). */
  body: string;
  parts: ParsedPart[];
}

export function parseMailMessage(raw: string | Buffer): ParsedPart {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const split = /\r?\n\r?\n/.exec(text);
  const head = split ? text.slice(0, split.index) : text;
  const rest = split ? text.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Not a header line: ${JSON.stringify(line)}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  const contentType = headers['content-type'] ?? 'text/plain; charset=us-ascii';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts: ParsedPart[] = [];
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = rest.split(new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?[ \\t]*\\r?\\n?`));
    // sections[0] is the preamble, the last one the epilogue
    for (const section of sections.slice(1, -1)) parts.push(parseMailMessage(section));
  }
  return {
    headers,
    header: (name) =>
      headers[name.toLowerCase()] === undefined ? undefined : decodeWords(headers[name.toLowerCase()]),
    contentType,
    body: parts.length > 0 ? '' : decodeBody(rest, headers['content-transfer-encoding'] ?? '7bit'),
    parts,
  };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

/** RFC 2047: `=?charset?B|Q?text?=`; whitespace between adjacent encoded words is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, kind: string, encoded: string) => {
      if (!/^utf-?8$/i.test(charset)) throw new Error(`Unexpected charset ${charset}`);
      const bytes = kind.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64') : qpBytes(encoded.replace(/_/g, ' '));
      return bytes.toString('utf8');
    });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

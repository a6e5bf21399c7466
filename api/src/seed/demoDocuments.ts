import { formatPrice, projectPriceRange, type ProjectFields } from '@aangan/contracts';

/**
 * The files a demo project links to besides its pictures: the QR code a registered project must
 * print beside its RERA number, and a one-page brochure for some projects.
 */
export const qrCodePath = (reraId: string): string => `/uploads/demo/qr/${fileSafe(reraId)}.svg`;
export const brochurePath = (slug: string): string => `/uploads/demo/brochures/${slug}.pdf`;

const fileSafe = (text: string): string => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** What a registered project's QR code holds: its number and the authority's site to check it on. */
export const qrCodeText = (reraId: string, portal: string): string => `RERA ${reraId} ${portal}`;

/**
 * A scannable QR code as a small SVG (medium error correction, one-module quiet margin). The mask
 * is fixed: choosing the best of eight would triple the time of a first start for no reader's gain.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    maskPattern: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

// PDF text strings escape these three; everything else in the brochure is plain ASCII.
const pdfText = (text: string): string => text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page A4 PDF (Helvetica, no images) naming the project, its configurations and prices and
 * its RERA number, marked as a sample brochure. Hand-written PDF so it needs no library.
 */
export function brochurePdf(fields: ProjectFields): Buffer {
  const range = projectPriceRange(fields.units);
  const lines: [number, string][] = [
    [22, fields.projectTitle ?? ''],
    [12, `${fields.projectSubType} by ${fields.developer?.name ?? ''} - ${fields.locality}, ${fields.city}`],
    [12, range ? `Price: Rs ${pdfPrice(range.low)} to Rs ${pdfPrice(range.high)}` : ''],
    [
      12,
      `Possession: ${fields.possessionStatus}${fields.proposedPossessionDate ? ` (${fields.proposedPossessionDate})` : ''}`,
    ],
    [12, fields.reraDetails?.[0] ? `RERA: ${fields.reraDetails[0].projectReraId}` : 'Not registered with RERA'],
    [14, 'Configurations'],
    ...(fields.units ?? [])
      .slice(0, 12)
      .map((unit): [number, string] => [
        11,
        `- ${unit.unitTitle}: ${unit.primaryArea.areaSize} ${unit.primaryArea.areaUnit}`,
      ]),
    [14, 'Amenities'],
    [11, (fields.amenities ?? []).slice(0, 10).join(', ')],
    [9, 'Sample brochure of the demo catalogue. Pictures on the site are illustrations.'],
  ];
  let y = 790;
  const text = lines
    .filter(([, line]) => line)
    .map(([size, line]) => {
      y -= size + 12;
      return `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(line)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const pdfPrice = (rupees: number): string => formatPrice(rupees).replace(/₹\s?/, '');

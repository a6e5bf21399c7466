/**
 * The otpauth:// URI as a QR code image (an SVG data URL for an <img>, so no markup is injected
 * into the page). The QR library loads only when someone sets up an authenticator.
 */
export async function qrCodeImage(uri: string): Promise<string> {
  const loaded: typeof import('qrcode') & { default?: typeof import('qrcode') } = await import('qrcode');
  // A CommonJS package: bundlers hand it over as the default export, or as the namespace itself.
  const QRCode = loaded.default ?? loaded;
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

import { parsePublicKey, type PublicKeyParts } from './uploadKeys.ts';

export interface PublicUrls {
  /** The address pages use for a public key. */
  urlOf(key: string): string;
  /** The key behind one of our own public upload addresses, or null for anything else. */
  keyOf(url: string): (PublicKeyParts & { key: string }) | null;
}

/**
 * Public files are addressed as `/uploads/<key>` and served by this application from whichever store
 * holds them (the local folder or, proxied, the bucket), with our headers. With S3_PUBLIC_BASE_URL the
 * addresses point at the bucket or its CDN instead, and the objects carry their own type, cache and
 * disposition; `/uploads/<key>` keeps working either way.
 */
export function createPublicUrls(options: {
  publicBaseUrl?: string | undefined;
  siteOrigin?: string | undefined;
}): PublicUrls {
  const prefixes = ['/uploads/'];
  if (options.siteOrigin) prefixes.push(`${options.siteOrigin}/uploads/`);
  if (options.publicBaseUrl) prefixes.push(`${options.publicBaseUrl}/`);
  return {
    urlOf: (key) => (options.publicBaseUrl ? `${options.publicBaseUrl}/${key}` : `/uploads/${key}`),
    keyOf(url) {
      for (const prefix of prefixes) {
        if (!url.startsWith(prefix)) continue;
        // The key grammar admits no '%', '?', '#', '\' or '..': an encoded or relative trick cannot match.
        const key = url.slice(prefix.length);
        const parts = parsePublicKey(key);
        if (parts) return { ...parts, key };
      }
      return null;
    },
  };
}

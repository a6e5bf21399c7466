/**
 * The drawn pictures of the demo catalogue's projects: `/uploads/demo/art/<key>/<scene>.webp`, 960
 * pixels wide, each with a 480-wide copy beside it (`…-480.webp`). The one home of that naming, for
 * the API's `srcset` lookup and the cards that have only the address.
 */
export const DEMO_ART_PICTURE = /^(\/uploads\/demo\/art\/[a-z0-9-]+\/[a-z-]+)\.webp$/;

/** The copies of a demo project's picture, narrowest first; null for any other address. */
export function demoArtCopies(url: string): { src: string; width: number }[] | null {
  const found = DEMO_ART_PICTURE.exec(url);
  if (!found) return null;
  return [
    { src: `${found[1]}-480.webp`, width: 480 },
    { src: url, width: 960 },
  ];
}

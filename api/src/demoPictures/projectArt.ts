import { demoArtCopies, seededRandom } from '@aangan/contracts';
import { illustrationFamily, type IllustrationFamily as Family } from './demoIllustrations.ts';

/**
 * Pictures drawn for one demo project from a small recipe: its massing, facade, colours, sky and
 * planting follow from the recipe's seed, its entrance carries its name, and each picture says on
 * its face that it is an illustration. Pages show WebP copies, made from the drawing on first request.
 */
export interface ProjectArtRecipe {
  name: string;
  subType: string;
  seed: number;
  /** Palms rather than shade trees. */
  coastal: boolean;
}

/** Every scene a project may show; a scene's place in this list seeds its drawing. */
export const ART_SCENES = [
  'cover',
  'view',
  'entrance',
  'pool',
  'garden',
  'play',
  'gym',
  'lobby',
  'docks',
  'yard',
  'roads',
  'site-plan',
] as const;
export type ArtScene = (typeof ART_SCENES)[number];

/** What each kind of property can show, in gallery order (the cover always first). */
const FAMILY_SCENES: Record<Family, ArtScene[]> = {
  towers: ['cover', 'view', 'entrance', 'pool', 'garden', 'play', 'gym', 'site-plan'],
  floors: ['cover', 'view', 'entrance', 'garden', 'play', 'gym', 'site-plan'],
  villas: ['cover', 'view', 'entrance', 'pool', 'garden', 'play', 'site-plan'],
  offices: ['cover', 'view', 'entrance', 'lobby', 'garden', 'site-plan'],
  retail: ['cover', 'view', 'entrance', 'lobby', 'site-plan'],
  industrial: ['cover', 'view', 'entrance', 'docks', 'yard', 'site-plan'],
  plots: ['cover', 'entrance', 'roads', 'garden', 'site-plan'],
  farms: ['cover', 'view', 'entrance', 'roads', 'site-plan'],
};
/** Shown by every project of the family, whatever the count. */
const ALWAYS: ArtScene[] = ['cover', 'entrance', 'site-plan'];

/** A safe folder name: lower-case letters, digits and single hyphens, at most 80 characters. */
const KEY = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,79}$/;
const SCENE_NAMES = new Set<string>(ART_SCENES);

/** The recipe of one demo project, its seed taken from its key so the same key always draws the same pictures. */
export function projectArtRecipe(key: string, name: string, subType: string, coastal: boolean): ProjectArtRecipe {
  let hash = 2_166_136_261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return { name, subType, seed: hash, coastal };
}

/** The scenes a project shows: four to eight (as many as its kind has), the cover first. */
export function projectArtScenes(recipe: ProjectArtRecipe): ArtScene[] {
  const all = FAMILY_SCENES[illustrationFamily(recipe.subType)];
  const r = seededRandom(recipe.seed ^ 0x5ce7e5);
  const count = Math.min(all.length, r.int(4, 8));
  const optional = all.filter((scene) => !ALWAYS.includes(scene));
  const chosen = new Set(r.some(optional, count - (all.length - optional.length), count));
  return all.filter((scene) => ALWAYS.includes(scene) || chosen.has(scene));
}

/** The addresses of a project's pictures (the 960 wide copies), the cover first. */
export const projectArtPhotos = (key: string, recipe: ProjectArtRecipe): string[] =>
  projectArtScenes(recipe).map((scene) => `/uploads/demo/art/${key}/${scene}.webp`);

/** Where a project's recipe is kept inside the demo folder. */
export const projectArtRecipePath = (key: string): string => `art/${key}.json`;

/** The key a picture address names, or null if it names none (the recipe is read by the caller). */
export function projectArtKeyOf(url: string | undefined): string | null {
  const found = /^\/uploads\/demo\/art\/([^/]+)\/[^/]+\.webp$/.exec(url ?? '');
  return found && KEY.test(found[1]) ? found[1] : null;
}

/** A copy a path inside the demo folder names (`art/<key>/<scene>.webp` or `…-480.webp`), or null. */
export function projectArtCopyNamed(
  pathInDemo: string,
): { pathInDemo: string; key: string; scene: ArtScene; width: number } | null {
  const found = /^art\/([^/]+)\/([a-z-]+?)(-480)?\.webp$/.exec(pathInDemo);
  if (!found || !KEY.test(found[1]) || !SCENE_NAMES.has(found[2])) return null;
  return { pathInDemo, key: found[1], scene: found[2] as ArtScene, width: found[3] ? 480 : 960 };
}

/** The copies a page may choose from for a picture address, by its pattern alone (no look on disk). */
export function projectArtVariants(url: string): { src: string; width: number }[] | null {
  if (!projectArtCopyNamed(url.slice('/uploads/demo/'.length))) return null;
  return demoArtCopies(url);
}

/** The recipe as read back from its file, or null if it is not one. */
export function parseProjectArtRecipe(text: string): ProjectArtRecipe | null {
  try {
    const value = JSON.parse(text) as Partial<ProjectArtRecipe>;
    return typeof value.name === 'string' &&
      typeof value.subType === 'string' &&
      typeof value.seed === 'number' &&
      typeof value.coastal === 'boolean'
      ? { name: value.name, subType: value.subType, seed: value.seed, coastal: value.coastal }
      : null;
  } catch {
    return null;
  }
}

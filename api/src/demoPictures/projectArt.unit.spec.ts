import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@aangan/contracts';
import { demoProject } from '../seed/demoProjects.ts';
import { DEMO_CITIES, type DemoCityName } from '../seed/demoCities.ts';
import { DEMO_PROJECT_COUNT } from '../seed/seedDemo.ts';
import { illustrationFamily, illustrationSvg } from './demoIllustrations.ts';
import { letterPath } from './lettering.ts';
import {
  projectArtCopyNamed,
  projectArtKeyOf,
  projectArtRecipe,
  projectArtScenes,
  projectArtVariants,
  type ArtScene,
  type ProjectArtRecipe,
} from './projectArt.ts';
import { projectArtSvg } from './projectArtDrawing.ts';

/** The catalogue as the seed makes it (the same seed and clock give the same projects). */
function catalogue() {
  const random = seededRandom(20_261_121);
  const options = { now: new Date('2026-11-20T04:30:00.000Z'), usedNames: new Set<string>() };
  return Array.from({ length: DEMO_PROJECT_COUNT }, (_, i) => demoProject(random, i, options));
}

const projects = catalogue();
const recipeOf = (index: number): ProjectArtRecipe => {
  const fields = projects[index];
  return projectArtRecipe(
    projectArtKeyOf(fields.coverImage)!,
    fields.projectTitle!,
    fields.projectSubType!,
    DEMO_CITIES[fields.city as DemoCityName].coast,
  );
};

/** A picture shrunk to 32 × 20 grey levels: what a glance at a card tells apart. */
const thumbnail = async (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg), { density: 3 }).resize(32, 20, { fit: 'fill' }).greyscale().raw().toBuffer();

/** The mean difference of two thumbnails' grey levels (0–255). */
function distance(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** The smallest distance between any two of the pictures. */
async function closestPair(svgs: string[]): Promise<number> {
  const thumbs = await Promise.all(svgs.map(thumbnail));
  let closest = Infinity;
  for (let i = 0; i < thumbs.length; i += 1)
    for (let j = i + 1; j < thumbs.length; j += 1) closest = Math.min(closest, distance(thumbs[i], thumbs[j]));
  return closest;
}

/** Two covers closer than this look like the same picture on a page of cards. */
const NEAR_IDENTICAL = 2.5;

describe('each demo project’s own pictures', () => {
  it('are the same for the same seed: the same addresses and the same drawings', () => {
    expect(catalogue().map((p) => p.photos)).toEqual(projects.map((p) => p.photos));
    const recipe = recipeOf(5);
    for (const scene of projectArtScenes(recipe))
      expect(projectArtSvg(recipe, scene)).toBe(projectArtSvg(recipe, scene));
  });

  it('gives every project four to eight pictures, the cover first, each with a 480 and a 960 copy', () => {
    for (const fields of projects) {
      const photos = fields.photos!;
      expect(photos.length).toBeGreaterThanOrEqual(4);
      expect(photos.length).toBeLessThanOrEqual(8);
      expect(fields.coverImage).toBe(photos[0]);
      expect(photos[0]).toMatch(/^\/uploads\/demo\/art\/[a-z0-9-]+\/cover\.webp$/);
      expect(new Set(photos).size).toBe(photos.length);
      expect(projectArtVariants(photos[0])).toEqual([
        { src: photos[0].replace(/\.webp$/, '-480.webp'), width: 480 },
        { src: photos[0], width: 960 },
      ]);
    }
    expect(new Set(projects.map((p) => projectArtKeyOf(p.coverImage))).size).toBe(projects.length);
  });

  it('draws a different cover for every project, and no two of a sample look alike at card size', async () => {
    const covers = projects.map((_, i) => projectArtSvg(recipeOf(i), 'cover'));
    expect(new Set(covers).size).toBe(projects.length);
    const sample = Array.from({ length: 60 }, (_, k) => Math.floor((k * projects.length) / 60));
    expect(await closestPair(sample.map((i) => covers[i]))).toBeGreaterThan(NEAR_IDENTICAL);
    // The shared drawings these replace: the same sample's covers, many of them the very same picture.
    const shared = sample.map((i) =>
      illustrationSvg(illustrationFamily(projects[i].projectSubType!), (['morning', 'noon', 'dusk'] as const)[i % 3]),
    );
    expect(await closestPair(shared)).toBeLessThan(NEAR_IDENTICAL);
  });

  it('writes the project’s name on its entrance in drawn strokes, and no text needing a font', () => {
    for (const name of ['Lakeview Residency', 'Ganga Heights', "D'Souza & Sons Plaza - Phase 2"]) {
      for (const subType of ['Apartment', 'Residential Plot', 'Warehouse']) {
        const svg = projectArtSvg(projectArtRecipe('sign-test', name, subType, false), 'entrance');
        expect(svg).not.toMatch(/<text/);
        const lettered = letterPath(name, 0, 0, 6);
        const strokes = (d: string) => [(d.match(/M/g) ?? []).length, (d.match(/L/g) ?? []).length];
        const paths = [
          ...svg.matchAll(/<path d="([^"]+)" fill="none" stroke="[^"]+" stroke-width="[\d.]+" stroke-linecap="round"/g),
        ];
        expect(paths.map((path) => strokes(path[1]))).toContainEqual(strokes(lettered));
      }
    }
  });

  it('draws every scene of every kind of property, within the picture', () => {
    const scenes = new Set<ArtScene>();
    for (const subType of [
      'Apartment',
      'Builder Floor',
      'Row House',
      'Office Space',
      'Shop',
      'Factory',
      'Plots',
      'Farm House',
    ]) {
      for (let seed = 0; seed < 6; seed += 1) {
        const recipe = projectArtRecipe(`k-${seed}`, 'Sample Name', subType, seed % 2 === 0);
        for (const scene of projectArtScenes(recipe)) {
          scenes.add(scene);
          const svg = projectArtSvg(recipe, scene);
          expect(svg, `${subType} ${scene}`).not.toMatch(/NaN|undefined|Infinity/);
          expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 960 600"[\s\S]*<title>Illustration/);
        }
      }
    }
    expect(scenes.size).toBe(12);
  });

  it('names only safe copies: a plain key, a known scene, 960 or 480 wide', () => {
    expect(projectArtCopyNamed('art/ganga-heights-3/cover.webp')).toMatchObject({ key: 'ganga-heights-3', width: 960 });
    expect(projectArtCopyNamed('art/ganga-heights-3/site-plan-480.webp')).toMatchObject({
      scene: 'site-plan',
      width: 480,
    });
    for (const wrong of [
      'art/../cover.webp',
      'art/Ganga/cover.webp',
      'art/ganga--3/cover.webp',
      'art/-ganga/cover.webp',
      'art/ganga/attic.webp',
      'art/ganga/cover-320.webp',
      'art/ganga/cover.png',
      'art/a/b/cover.webp',
      `art/${'a'.repeat(81)}/cover.webp`,
    ])
      expect(projectArtCopyNamed(wrong), wrong).toBeNull();
    expect(projectArtVariants('/uploads/public/images/2026/01/abc.webp')).toBeNull();
  });
});

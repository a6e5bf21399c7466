import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { projectArtRecipe, projectArtRecipePath, projectArtScenes } from './projectArt.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const KEY = 'ganga-heights-7';
const recipe = projectArtRecipe(KEY, 'Ganga Heights', 'Apartment', false);
const demoDir = () => path.join(t.system.config.DATA_DIR, 'uploads', 'demo');

it('draws a demo project’s picture from its recipe on the first request, 960 and 480 wide, once for requests at the same moment', async () => {
  mkdirSync(path.join(demoDir(), 'art'), { recursive: true });
  writeFileSync(path.join(demoDir(), projectArtRecipePath(KEY)), JSON.stringify(recipe));
  const scene = projectArtScenes(recipe)[1];
  for (const [suffix, width] of [
    ['', 960],
    ['-480', 480],
  ] as const) {
    const url = `/uploads/demo/art/${KEY}/${scene}${suffix}.webp`;
    const answers = await Promise.all([1, 2, 3].map(() => fetch(t.base + url)));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(bodies[i].equals(bodies[0])).toBe(true);
    }
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ format: 'webp', width, height: (width * 10) / 16 });
  }
  expect(readdirSync(path.join(demoDir(), 'art', KEY)).sort()).toEqual([`${scene}-480.webp`, `${scene}.webp`]);
  // Pages are handed both copies for srcset, by the address alone.
  const cover = `/uploads/demo/art/${KEY}/cover.webp`;
  expect(await t.system.imageVariants([cover])).toEqual({
    [cover]: [
      { src: `/uploads/demo/art/${KEY}/cover-480.webp`, width: 480 },
      { src: cover, width: 960 },
    ],
  });
});

it('answers 404 for a key without a recipe, a scene the project does not have, and any name it does not make', async () => {
  const missing = ['gym', 'pool', 'play', 'garden'].find((scene) => !projectArtScenes(recipe).includes(scene as never));
  for (const wrong of [
    '/uploads/demo/art/no-such-project-1/cover.webp',
    ...(missing ? [`/uploads/demo/art/${KEY}/${missing}.webp`] : []),
    `/uploads/demo/art/${KEY}/attic.webp`,
    `/uploads/demo/art/${KEY}/cover-320.webp`,
    `/uploads/demo/art/${KEY}/cover.png`,
    `/uploads/demo/art/${KEY}.json`,
    `/uploads/demo/art/Ganga_Heights/cover.webp`,
    `/uploads/demo/art/..%2F${KEY}/cover.webp`,
    `/uploads/demo/art/${KEY}/..%2F..%2Fproject-1.webp`,
  ]) {
    const answer = await fetch(t.base + wrong);
    expect(answer.status, wrong).toBe(404);
  }
  expect(readdirSync(path.join(demoDir(), 'art')).sort()).toEqual([KEY, `${KEY}.json`].sort());
});

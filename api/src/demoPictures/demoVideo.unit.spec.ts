import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CAPTION_OUTLINE } from './illustrationCaption.ts';
import { DEMO_VIDEO, demoVideoFrameSvg, demoVideoWebm, type DemoVideoRecipe } from './demoVideo.ts';
import { demoVideoFor, demoVideoKeyOf } from './demoVideoFiles.ts';
import { childOf, childrenOf, floatOf, readEbml, textOf, uintOf } from './testing/ebml.ts';
import { EBML_ID as ID } from './webm.ts';

const FAMILIES = ['towers', 'floors', 'villas', 'plots', 'offices', 'retail', 'industrial', 'farms'] as const;

/** The mean colour of a frame's top band (the sky) and of the whole frame. */
async function brightness(svg: string): Promise<{ sky: number; all: number }> {
  const image = sharp(Buffer.from(svg)).removeAlpha();
  const all = (await image.clone().stats()).channels.reduce((sum, channel) => sum + channel.mean, 0) / 3;
  const top = await image.clone().extract({ left: 0, top: 0, width: 640, height: 20 }).stats();
  return { sky: top.channels.reduce((sum, channel) => sum + channel.mean, 0) / 3, all };
}

describe('demoVideoWebm', () => {
  it('makes a 7 s, 640 × 360, 10 fps WebM of 70 key frames under 1.5 MB, titled with the project', async () => {
    const recipe: DemoVideoRecipe = { family: 'towers', seed: 3, title: 'Kesar Heights' };
    const started = performance.now();
    const file = await demoVideoWebm(recipe);
    const ms = performance.now() - started;
    console.info(`demo video: ${Math.round(ms)} ms, ${(file.length / 1024).toFixed(0)} KB`);
    expect(file.length).toBeLessThan(1.5 * 1024 * 1024);
    // 3 s on this machine; the test runs beside others on two cores.
    expect(ms).toBeLessThan(15_000);

    const [, segment] = readEbml(file);
    const info = childOf(segment, ID.Info);
    expect(floatOf(file, childOf(info, ID.Duration))).toBe(7000);
    expect(textOf(file, childOf(info, ID.Title))).toBe('Kesar Heights');
    const video = childOf(childOf(childOf(segment, ID.Tracks), ID.TrackEntry), ID.Video);
    expect(uintOf(file, childOf(video, ID.PixelWidth))).toBe(640);
    expect(uintOf(file, childOf(video, ID.PixelHeight))).toBe(360);
    const blocks = childrenOf(segment, ID.Cluster).flatMap((cluster) => childrenOf(cluster, ID.SimpleBlock));
    expect(blocks).toHaveLength(DEMO_VIDEO.fps * DEMO_VIDEO.seconds);
    // The same recipe makes the same file.
    expect((await demoVideoWebm(recipe)).equals(file)).toBe(true);
  });

  it('draws every kind of property, captioned as an illustration, the sky darkening from first frame to last', async () => {
    for (const family of FAMILIES) {
      const first = demoVideoFrameSvg({ family, seed: 5 }, 0);
      const last = demoVideoFrameSvg({ family, seed: 5 }, 69);
      expect(first).toContain(CAPTION_OUTLINE);
      expect(first).toContain('aria-label="Illustration: artist’s impression, not a photograph"');
      const [day, dusk] = await Promise.all([brightness(first), brightness(last)]);
      expect(day.sky - dusk.sky, family).toBeGreaterThan(40);
      expect(day.all - dusk.all, family).toBeGreaterThan(30);
    }
    // The seed varies the drawing.
    expect(demoVideoFrameSvg({ family: 'towers', seed: 1 }, 10)).not.toBe(
      demoVideoFrameSvg({ family: 'towers', seed: 2 }, 10),
    );
  });
});

describe('demoVideoFor', () => {
  it('names the video by the project’s kind and place in the catalogue, under the demo folder', () => {
    const video = demoVideoFor({ subType: 'Independent House/Villa', index: 26, title: 'Kesar Villas' });
    expect(video).toEqual({
      url: '/uploads/demo/videos/villas-26.webm',
      key: 'villas-26',
      recipe: { family: 'villas', seed: 26, title: 'Kesar Villas' },
    });
    expect(demoVideoKeyOf('videos/villas-26.webm')).toBe('villas-26');
  });

  it('reads only its own names as videos', () => {
    for (const name of [
      'videos/villas-26.json',
      'videos/Villas-26.webm',
      'videos/villas-0026x.webm',
      'videos/villas.webm',
      'videos/../villas-26.webm',
      'videos/villas-26.webm/x',
      'videos/villas-1234567.webm',
      'villas-26.webm',
      'videos/villas%2D26.webm',
    ])
      expect(demoVideoKeyOf(name), name).toBeNull();
  });
});

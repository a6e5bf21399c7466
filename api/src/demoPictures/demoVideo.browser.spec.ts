import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '@aangan/server/testing';
import { chromiumAvailable, keepScreenshot, launchChromium, openPage, SCREENSHOTS } from '../testing/chromium.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { DEMO_VIDEO } from './demoVideo.ts';
import { demoVideoFor, writeDemoVideoRecipe } from './demoVideoFiles.ts';

/** Needs the built site (`npm run build:stale`), like the other page tests. */
describe.skipIf(!chromiumAvailable)('a demo video on the project page, in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  const cover = '/uploads/demo/project-2.webp';
  const video = demoVideoFor({ subType: 'Independent House/Villa', index: 41, title: 'Kesar Villas' });
  let link = '';

  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    await writeDemoVideoRecipe(t.dataDir, video);
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Kesar Villas', coverImage: cover, videos: [video.url] }),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    link = posted.body.result.link;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('shows the cover as the poster, loads the video as 640 × 360 of about 7 s, and plays it', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${link}`);
    const player = page.locator('video.video');
    expect(await player.getAttribute('src')).toBe(video.url);
    expect(await player.getAttribute('poster')).toBe(cover);
    expect(await player.getAttribute('preload')).toBe('none');
    await player.scrollIntoViewIfNeeded();
    await keepScreenshot(page, path.join(SCREENSHOTS, 'project-video-poster.png'));

    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.preload = 'auto';
      element.load();
    });
    await page.waitForFunction(
      () => (document.querySelector('video.video') as HTMLVideoElement).readyState >= 2,
      null,
      {
        timeout: 30_000,
      },
    );
    const loaded = await player.evaluate((element: HTMLVideoElement) => ({
      width: element.videoWidth,
      height: element.videoHeight,
      duration: element.duration,
      error: element.error?.message ?? null,
    }));
    expect(loaded).toMatchObject({ width: DEMO_VIDEO.width, height: DEMO_VIDEO.height, error: null });
    expect(Math.abs(loaded.duration - DEMO_VIDEO.seconds)).toBeLessThan(0.5);

    await player.evaluate((element: HTMLVideoElement) => element.play());
    await page.waitForFunction(
      () => (document.querySelector('video.video') as HTMLVideoElement).currentTime > 1,
      null,
      { timeout: 20_000 },
    );
    await keepScreenshot(player, path.join(SCREENSHOTS, 'project-video-playing.png'));
    // Seeking near the end asks for a byte range and shows the entrance.
    await player.evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 6.5;
    });
    await page.waitForFunction(() => {
      const element = document.querySelector('video.video') as HTMLVideoElement;
      return !element.seeking && element.currentTime > 6;
    });
    await keepScreenshot(player, path.join(SCREENSHOTS, 'project-video-entrance.png'));
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

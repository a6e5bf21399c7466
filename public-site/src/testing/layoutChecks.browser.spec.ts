import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium } from '@aangan/api/testing/chromium';
import { layoutCheckScript, type LayoutCheckOptions } from './layoutChecks.ts';

/** Each rule of the layout audit, shown to catch its fault on a page made for it (and to pass the same page without it). */

let browser: Browser;
let page: Page;

const STYLE =
  '<style>body { margin: 0; font: 16px/1.5 sans-serif; } button, a { display: inline-block; min-width: 44px; min-height: 44px; }</style>';

async function failuresOf(body: string, options: Partial<LayoutCheckOptions> = {}): Promise<string[]> {
  await page.setContent(`<!doctype html><html><head>${STYLE}</head><body>${body}</body></html>`);
  return page.evaluate<string[]>(
    layoutCheckScript({ overlays: [], sidewaysScrollers: [], walkPage: true, ...options }),
  );
}

describe.skipIf(!chromiumAvailable)('layout checks', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  });
  afterAll(() => browser?.close());

  it('pass a page that fits', async () => {
    expect(
      await failuresOf(
        '<main><h1>Homes</h1><p>Read about <a href="/x">our story</a> here.</p><button>Search</button></main>',
      ),
    ).toEqual([]);
  });

  it('name a word that pushes the page wider than the screen, and the box it spills out of', async () => {
    const failures = await failuresOf(
      '<div style="width: 200px"><p id="rera">PR/GJ/AHMEDABAD/SANAND/AUDA/MAA11333/280520/PR/GJ/AHMEDABAD</p></div>',
    );
    expect(failures).toEqual([
      expect.stringMatching(/^sideways: the page is \d+ px wide; past the edge: p#rera "PR\/GJ/),
      expect.stringMatching(/^spills: a line of p#rera .* runs \d+ px out of its box$/),
    ]);
    expect(
      await failuresOf(
        '<div style="width: 200px"><p style="overflow-wrap: anywhere">PR/GJ/AHMEDABAD/SANAND/AUDA/MAA11333/280520</p></div>',
      ),
    ).toEqual([]);
  });

  it('find text a box cuts off, unless it says so with an ellipsis and a title', async () => {
    const clipped = '<div id="box" style="height: 30px; overflow: hidden">One line<br>Two lines<br>Three lines</div>';
    expect(await failuresOf(clipped)).toEqual([
      expect.stringMatching(/^cut off: div#box "One line.*" shows 30 of 72 px of its height$/),
    ]);
    const ellipsis =
      '<p title="A long name in full" style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">A long name in full</p>';
    expect(await failuresOf(ellipsis)).toEqual([]);
    expect(await failuresOf(ellipsis.replace(' title="A long name in full"', ''))).toEqual([
      expect.stringMatching(/^cut off: p "A long name in full" shows 80 of \d+ px of its width$/),
    ]);
    expect(
      await failuresOf(
        '<div id="tabs" style="overflow-x: auto; white-space: nowrap; width: 120px">Overview Amenities Units Location</div>',
      ),
    ).toEqual([expect.stringMatching(/^cut off: div#tabs .* scrolls sideways \(120 of \d+ px shown\)$/)]);
    expect(
      await failuresOf(
        '<div id="tabs" style="overflow-x: auto; white-space: nowrap; width: 120px">Overview Amenities Units Location</div>',
        { sidewaysScrollers: ['#tabs'] },
      ),
    ).toEqual([]);
    expect(await failuresOf('<input id="q" style="width: 120px" placeholder="e.g. Gurgaon 3 BHK under 2 Cr">')).toEqual(
      [
        expect.stringMatching(/^cut off: the placeholder of input#q .* is wider than the field$/),
        expect.stringMatching(/^small target: input#q \d+ px high/),
      ],
    );
  });

  it('find an opened sheet outside the viewport or under another layer', async () => {
    const sheet = (top: number) =>
      `<div id="sheet" style="position: fixed; left: 0; right: 0; top: ${top}px; height: 300px; background: #fff; z-index: 2">Filters</div>`;
    expect(await failuresOf(sheet(500), { overlays: ['#sheet'] })).toEqual([]);
    expect(await failuresOf(sheet(5600), { overlays: ['#sheet'] })).toEqual([
      expect.stringMatching(/^overlay: div#sheet "Filters" lies outside the 390x844 viewport \(0,5600 to 390,5900\)$/),
    ]);
    const covered = `${sheet(500)}<div id="scrim" style="position: fixed; inset: 0; z-index: 3"></div>`;
    expect(await failuresOf(covered, { overlays: ['#sheet'] })).toEqual([
      expect.stringMatching(/^overlay: div#sheet "Filters" is under div#scrim$/),
      expect.stringMatching(/^covered: div#sheet/),
    ]);
  });

  it('find text covered by another box', async () => {
    const caption =
      '<div style="position: relative"><p id="caption" style="margin: 0">Illustration, not a photograph</p><p id="title" style="position: absolute; inset: 0; margin: 0; background: #000; color: #fff">Slide title</p></div>';
    expect(await failuresOf(caption)).toEqual([
      expect.stringMatching(/^covered: p#caption .* lies under p#title "Slide title"$/),
    ]);
  });

  it('find the end of the page, or a focused control, left under the bottom bar or the chat button', async () => {
    const bars =
      '<nav class="bottom-bar" style="position: fixed; left: 0; right: 0; bottom: 0; height: 56px; background: #fff"><button style="width: 100%">Enquiry</button></nav><button class="chat-launcher" style="position: fixed; right: 16px; bottom: 40px; width: 56px; height: 56px">Chat</button>';
    const end =
      '<div style="height: 1200px"></div><footer><p>© Aangan</p><a id="last" href="/sitemap">Sitemap</a></footer>';
    const failures = await failuresOf(end + bars);
    expect(failures).toContain(
      'under a bar: a#last "Sitemap" stays under nav.bottom-bar "Enquiry" at the end of the page',
    );
    expect(failures).toContain('under a bar: button.chat-launcher "Chat" covers button "Enquiry"');
    expect(failures).toContain('under a bar: focus on a#last "Sitemap" leaves it under nav.bottom-bar "Enquiry"');
    expect(
      await failuresOf(
        end.replace('<footer>', '<footer style="padding-bottom: 140px">') +
          bars.replace('bottom: 40px', 'bottom: 72px'),
      ),
    ).toEqual([]);
  });

  it('find small tap targets, grouped by kind and size, but not links in a sentence', async () => {
    const failures = await failuresOf(
      '<p><a href="/a" style="min-height: 0; display: inline">in a sentence</a> is fine.</p><ul><li><a href="/b" style="min-height: 20px">Blogs</a></li><li><a href="/c" style="min-height: 20px">News</a></li></ul>',
    );
    expect(failures).toEqual([expect.stringMatching(/^small target: a 24 px high, 2 of them, e\.g\. a "Blogs"$/)]);
  });
});

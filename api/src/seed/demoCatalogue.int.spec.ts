import {
  articleListResponseSchema,
  articleResponseSchema,
  cityListResponseSchema,
  currencyRatesResponseSchema,
  CITY_STATES,
  mapTilesResponseSchema,
  priceHistoryResponseSchema,
  projectSearchResponseSchema,
  PROJECT_SUB_TYPES,
  removedProjectResponseSchema,
  seoMetaResponseSchema,
  siteFaqsResponseSchema,
  siteSettingsResponseSchema,
  sitemapEntriesResponseSchema,
  stateReraResponseSchema,
  testimonialsResponseSchema,
  viewProjectResponseSchema,
  toSquareFeet,
  unitPriceRange,
  FEATURED_CITIES,
  type ProjectDoc,
} from '@aangan/contracts';
import jsQR from 'jsqr';
import type { z } from 'zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { DEMO_CITY_STATES, type DemoCityName } from './demoCities.ts';
import { DEMO_RATE_SPREAD, demoRatePerSqFt } from './demoRates.ts';
import { DEMO_DEVELOPERS } from './demoDevelopers.ts';
import { STATE_RERA } from './demoRera.ts';
import { DEMO_PROJECT_COUNT, seedDemoIfEmpty } from './seedDemo.ts';

/** Each state's own RERA project-number format, written out independently of the generator. */
const RERA_FORMATS: Record<string, RegExp> = {
  'Uttar Pradesh': /^UPRERAPRJ\d{6}$/,
  Delhi: /^DLRERA20\d\dP\d{4}$/,
  Maharashtra: /^P5(17|18|20|21)\d{8}$/,
  Haryana: /^RC\/REP\/HARERA\/GGM\/\d{3}\/\d{3}\/20\d\d\/\d{1,3}$/,
  Telangana: /^P024\d{8}$/,
  'West Bengal': /^WBRERA\/P\/(KOL|NOR|SOU|HOO)\/20\d\d\/\d{6}$/,
  Gujarat: /^PR\/GJ\/AHMEDABAD\/[A-Z ]+\/(AUDA|AMC)\/[A-Z]{3}\d{5}\/\d{6}$/,
  Rajasthan: /^RAJ\/P\/20\d\d\/\d{4}$/,
  Goa: /^PRGO(0[1-9]|1[0-2])\d\d\d{4}$/,
};
const PLOTS = new Set(['Residential Plot', 'Commercial Land', 'Industrial Land', 'Agricultural Land', 'Plots']);
const HOMES_BY_BHK = new Set([
  'Apartment',
  'Builder Floor',
  'Penthouse',
  'Independent House/Villa',
  'Row House',
  'Serviced Apartment',
]);
const OUTSIDE_RERA = new Set(['Agricultural Land', 'Farm House']);

const clock = manualClock(new Date('2026-11-20T04:30:00.000Z'));
const THIS_MONTH = '2026-11';
let t: TestApp;
let projects: ProjectDoc[];

beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO: 'true' }, { now: clock.now });
  await seedDemoIfEmpty(t.system);
  projects = await t.system.readStore.collection<ProjectDoc>('projects').find({});
}, 300_000);
afterAll(() => t?.close());

const each = (check: (project: ProjectDoc) => void) => {
  for (const project of projects) {
    try {
      check(project);
    } catch (error) {
      throw new Error(
        `${project.projectTitle} (${project.projectSubType}, ${project.city}): ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
};

describe('the demo catalogue on first start', () => {
  it('is made through the commands: every project has its event history, most are posted', async () => {
    expect(projects).toHaveLength(DEMO_PROJECT_COUNT);
    // The README's figures: 533 listed, 14 drafts, 13 posted and then deleted.
    expect(projects.filter((p) => p.status === 'posted')).toHaveLength(533);
    expect(projects.filter((p) => p.status === 'draft')).toHaveLength(14);
    expect(projects.filter((p) => p.status === 'deleted')).toHaveLength(13);
    // Every featured city, and the two the site's menus name besides them, has projects listed.
    const listedIn = new Set(projects.filter((p) => p.status === 'posted').map((p) => p.city));
    for (const city of [...FEATURED_CITIES, 'Greater Noida', 'Kanpur']) expect(listedIn.has(city), city).toBe(true);
    const [first] = projects;
    expect((await t.system.eventStore.readStream(`project-${first._id}`)).length).toBeGreaterThan(0);
    expect(
      (await t.request('GET', `/api/v1/project/view-project?slug=${projects.find((p) => p.status === 'posted')!.slug}`))
        .status,
    ).toBe(200);
  });

  it('sells configurations that fit each sub type', () => {
    each((p) => {
      expect(PROJECT_SUB_TYPES[p.projectType!] as readonly string[]).toContain(p.projectSubType);
      for (const unit of p.units!) {
        const bhk = /^(\d) BHK/.exec(unit.unitTitle);
        if (bhk) {
          expect(HOMES_BY_BHK.has(p.projectSubType!)).toBe(true);
          expect(unit.bedroomCount).toBe(Number(bhk[1]));
        }
        if (p.projectSubType === 'Studio Apartment') {
          expect(unit.unitTitle).toMatch(/^(1 RK|Studio)$/);
          expect(unit.bedroomCount).toBe(0);
        }
        if (p.projectSubType === 'PG/Co-living') expect(unit.unitTitle).toMatch(/room/i);
        if (HOMES_BY_BHK.has(p.projectSubType!)) expect(unit.unitTitle).toMatch(/BHK|^Studio$/);
        if (PLOTS.has(p.projectSubType!)) {
          expect(unit.bedroomCount).toBeUndefined();
          expect(unit.plotMinPrice).toBeGreaterThan(0);
          // Sized by plot area, its length and breadth in the unit it names (metres beside square metres).
          expect(unit.primaryArea.areaType).toBe('Plot Area');
          expect(unit.plotDimensionUnit).toBe(unit.primaryArea.areaUnit === 'squareMeters' ? 'meters' : 'feet');
          const dimensions = toSquareFeet(
            unit.plotAreaLength! * unit.plotAreaBreadth!,
            unit.plotDimensionUnit === 'meters' ? 'squareMeters' : 'squareFeet',
          );
          expect(
            Math.abs(toSquareFeet(unit.primaryArea.areaSize, unit.primaryArea.areaUnit) - dimensions) / dimensions,
          ).toBeLessThan(0.02);
        }
        if (p.projectType === 'Commercial' || p.projectType === 'Industrial') {
          expect(unit.unitTitle).not.toMatch(/BHK|bedroom/i);
          expect(unit.bedroomCount).toBeUndefined();
          if (!PLOTS.has(p.projectSubType!)) expect(unit.washroomType).toBeDefined();
        }
      }
    });
  });

  it('prices every unit by its area at the documented rate of its city and locality', () => {
    each((p) => {
      const rate = demoRatePerSqFt(p.city as DemoCityName, p.locality!, p.projectSubType!);
      if (p.projectType === 'Residential' && !PLOTS.has(p.projectSubType!)) expect(rate).toBeGreaterThanOrEqual(3_500);
      for (const unit of p.units!) {
        const price = unitPriceRange(unit)!;
        const sqFt = toSquareFeet(unit.primaryArea.areaSize, unit.primaryArea.areaUnit);
        // 1 % beyond the band for rounding prices to ₹1,000 and areas to whole units.
        expect(price.low / sqFt).toBeGreaterThanOrEqual(rate * (1 - DEMO_RATE_SPREAD) * 0.99);
        expect(price.high / sqFt).toBeLessThanOrEqual(rate * (1 + DEMO_RATE_SPREAD) * 1.01);
      }
    });
    const bandra = projects.find((p) => p.locality === 'Bandra West' && p.projectSubType === 'Apartment');
    const meerut = projects.find((p) => p.city === 'Meerut' && p.projectSubType === 'Apartment');
    expect(bandra!.priceMin! / bandra!.areaMinSqFt!).toBeGreaterThan((meerut!.priceMin! / meerut!.areaMinSqFt!) * 5);
  });

  it('dates possession by status, as of the day it was seeded', () => {
    each((p) => {
      expect(p.launchDate! <= THIS_MONTH).toBe(true);
      if (p.possessionStatus === 'Ready to Move') {
        expect(p.builtDate! < THIS_MONTH && p.launchDate! < p.builtDate!).toBe(true);
        expect(p.proposedPossessionDate! <= p.builtDate!).toBe(true);
      } else {
        expect(p.builtDate).toBeUndefined();
        expect(p.proposedPossessionDate! > THIS_MONTH).toBe(true);
      }
      if (p.possessionStatus === 'Newly Launched') expect(p.launchDate! >= '2025-11').toBe(true);
      const rera = p.reraDetails?.[0];
      if (rera) expect(rera.projectStatus).toBe(p.possessionStatus === 'Ready to Move' ? 'Completed' : 'Ongoing');
      if (p.highlightTags?.includes('Possession Soon')) expect(p.possessionStatus).toBe('Under Construction');
    });
  });

  it('registers each project in its own state’s RERA format, with a QR code', () => {
    const numbers = new Set<string>();
    each((p) => {
      expect(p.state).toBe(DEMO_CITY_STATES[p.city as DemoCityName]);
      if (OUTSIDE_RERA.has(p.projectSubType!)) {
        expect(p.reraDetails ?? []).toEqual([]);
        expect(p.highlightTags).not.toContain('RERA Registered');
        expect(p.qrCodeUrl).toBeUndefined();
        return;
      }
      const number = p.reraDetails![0].projectReraId;
      expect(number).toMatch(RERA_FORMATS[p.state!]);
      expect(numbers.has(number)).toBe(false);
      numbers.add(number);
      expect(p.qrCodeUrl).toMatch(/^\/uploads\/demo\/qr\/.+\.svg$/);
      expect(p.reraDetails![0].reraExternalLink).toMatch(/^https:\/\//);
    });
  });

  it('prints QR codes a phone can read: the registration number and the authority’s site', async () => {
    const onePerState = [...new Map(projects.filter((p) => p.qrCodeUrl).map((p) => [p.state, p])).values()];
    expect(onePerState).toHaveLength(Object.keys(STATE_RERA).length);
    for (const project of onePerState) {
      const svg = Buffer.from(await (await fetch(t.base + project.qrCodeUrl)).arrayBuffer());
      const { data, info } = await sharp(svg, { density: 300 })
        .flatten({ background: '#fff' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      expect(read?.data, project.projectTitle).toBe(
        `RERA ${project.reraDetails![0].projectReraId} ${STATE_RERA[project.state!].portal}`,
      );
    }
  });

  it('lists only hospitals, malls and airports of the project’s own city nearby', () => {
    const hospitalsIn = new Map<string, Set<string>>();
    for (const p of projects)
      for (const place of p.nearbyPlaces ?? [])
        if (place.category === 'hospital') {
          const group = place.name.split(' Hospital')[0];
          hospitalsIn.set(group, new Set([...(hospitalsIn.get(group) ?? []), p.city!]));
        }
    // Groups that run hospitals in one city only stay in it.
    expect([...(hospitalsIn.get('Ruby Hall') ?? [])]).toEqual(['Pune']);
    expect([...(hospitalsIn.get('Kokilaben') ?? [])]).toEqual(['Mumbai']);
    expect([...(hospitalsIn.get('Lokpriya') ?? [])]).toEqual(['Meerut']);
    // Malls and airports too: Lulu Mall is in Lucknow, a Delhi project's airport is IGI.
    const inCity = (category: string, name: string) =>
      new Set(
        projects
          .filter((p) => p.nearbyPlaces?.some((place) => place.category === category && place.name.startsWith(name)))
          .map((p) => p.city),
      );
    expect([...inCity('shopping', 'Lulu Mall')]).toEqual(['Lucknow']);
    expect([...inCity('shopping', 'Phoenix Marketcity')]).toEqual(['Pune']);
    expect([...inCity('aerodrome', 'Indira Gandhi International')].sort()).toEqual([
      'Delhi',
      'Ghaziabad',
      'Greater Noida',
      'Gurugram',
      'Noida',
    ]);
  });

  // Their highlight tags are a fixed list, which the Hindi site names by itself.
  it('writes a few Noida and Lucknow projects in Hindi too, every text of them', () => {
    const hindi = projects.filter((p) => p.hindiDescription);
    expect(hindi.map((p) => p.city).sort()).toEqual(['Lucknow', 'Lucknow', 'Lucknow', 'Noida', 'Noida', 'Noida']);
    for (const project of hindi) {
      expect(project.status, project.projectTitle).toBe('posted');
      expect(project.hindiProjectTitle).toMatch(/^[\u0900-\u097F ]+$/);
      expect(project.hindiDescription).toContain(project.reraDetails![0].projectReraId);
      expect(project.hindiFaqs!.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('names every project once', () => {
    const names = projects.map((p) => p.projectTitle!.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    each((p) => {
      if (
        p.projectType !== 'Residential' ||
        ['Apartment', 'Penthouse', 'Studio Apartment', 'Serviced Apartment', 'PG/Co-living'].includes(p.projectSubType!)
      )
        return;
      expect(p.projectTitle).not.toMatch(/Towers|Heights|Skyline/);
    });
  });

  it('gives developers one consistent history, and only in the cities they build in', () => {
    const year = clock.now().getUTCFullYear();
    each((p) => {
      const developer = DEMO_DEVELOPERS.find((d) => d.name === p.developer!.name)!;
      expect(developer.cities).toContain(p.city);
      expect(p.developer).toMatchObject({
        sinceYear: developer.established,
        totalProjects: developer.delivered,
        experienceYears: year - developer.established,
      });
    });
    for (const developer of DEMO_DEVELOPERS) {
      const delivered = projects.filter(
        (p) => p.developer!.name === developer.name && p.possessionStatus === 'Ready to Move',
      );
      expect(delivered.length, developer.name).toBeLessThanOrEqual(developer.delivered);
    }
  });

  it('shows several illustrations per project, marked as such, and a QR code and brochure that open', async () => {
    const files = new Set<string>();
    each((p) => {
      expect(p.photos!.length).toBeGreaterThanOrEqual(4);
      expect(new Set(p.photos).size).toBe(p.photos!.length);
      expect(p.coverImage).toBe(p.photos![0]);
      // Each picture is drawn on its first request: those of a sample of the projects are opened.
      const sampled = projects.indexOf(p) % 40 === 0;
      for (const file of [...(sampled ? p.photos! : []), p.qrCodeUrl, p.brochureUrl]) if (file) files.add(file);
    });
    expect(new Set(projects.map((p) => p.coverImage)).size).toBe(projects.length);
    // Floor plans for most projects' units (shown after the contact form), a walk-through video for a few.
    const posted = projects.filter((p) => p.status === 'posted');
    const planned = posted.filter((p) => p.units?.some((unit) => unit.floorPlanUrl));
    expect(planned.length).toBeGreaterThanOrEqual(posted.length * 0.8);
    const plans = projects.flatMap((p) => (p.units ?? []).flatMap((unit) => unit.floorPlanUrl ?? []));
    expect(new Set(plans).size).toBe(plans.length);
    const videos = posted.flatMap((p) => p.videos ?? []);
    expect(videos.length).toBeGreaterThanOrEqual(8);
    for (const video of videos) expect(video).toMatch(/^\/uploads\/demo\/videos\/[a-z]+-\d+\.webm$/);
    for (const plan of plans.filter((_, i) => i % 97 === 0)) {
      const response = await fetch(t.base + plan);
      expect(response.status, plan).toBe(200);
      expect(await response.text()).toMatch(/Indicative floor plan/);
    }
    expect(projects.filter((p) => p.brochureUrl).length).toBeGreaterThan(100);
    for (const file of files) {
      const response = await fetch(t.base + file);
      expect(response.status, file).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      if (file.includes('/art/')) {
        // A WebP copy of the project's drawing, its caption drawn in: bright letters on the dark pill.
        expect(file).toMatch(/\.webp$/);
        expect(response.headers.get('content-type')).toBe('image/webp');
        const picture = sharp(body);
        expect(await picture.metadata()).toMatchObject({ format: 'webp', width: 960, height: 600 });
        const pill = await picture.extract({ left: 34, top: 482, width: 430, height: 24 }).greyscale().raw().toBuffer();
        expect(Math.max(...pill), file).toBeGreaterThan(200);
        expect(body.length, file).toBeLessThan(40_000);
      } else {
        expect(body.length, file).toBeLessThan(12_000);
      }
      if (file.includes('/qr/')) expect(body.toString()).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
      if (file.endsWith('.pdf')) {
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
      }
    }
  });

  it('gives most projects a past of 3–12 revisions, dated when they took effect and recorded now', async () => {
    const posted = projects.filter((p) => p.status === 'posted');
    const histories = await Promise.all(
      posted.map(async (p) => ({
        project: p,
        points: (await t.request('GET', `/api/v1/project/price-history/${p._id}`)).body.result as {
          at: string;
          priceMin: number;
          proposedPossessionDate: string | null;
        }[],
      })),
    );
    const revised = histories.filter(({ points }) => points.length >= 4);
    expect(revised.length).toBeGreaterThan(posted.length * 0.7);
    expect(Math.max(...histories.map(({ points }) => points.length))).toBeLessThanOrEqual(13);
    const cut = histories.filter(({ points }) =>
      points.some((point, i) => i > 0 && point.priceMin < points[i - 1].priceMin),
    );
    expect(cut.length).toBeGreaterThan(posted.length * 0.2);
    expect(
      histories.some(({ project, points }) => points[0].proposedPossessionDate! < project.proposedPossessionDate!),
    ).toBe(true);
    const twoYearsAgo = clock.now().getTime() - 731 * 86_400_000;
    for (const { project, points } of histories.filter(({ points }) => points.length > 1)) {
      const times = points.map((point) => Date.parse(point.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[times.length - 1]).toBeLessThan(clock.now().getTime());
      expect(times[0]).toBeGreaterThanOrEqual(twoYearsAgo);
      expect(Date.parse(project.postedAt!)).toBe(times[0]);
      expect(points[points.length - 1].priceMin).toBe(project.priceMin);
      if (project.launchDate) expect(points[0].at.slice(0, 7) >= project.launchDate).toBe(true);
    }
    // Over the whole past the cities' trends win: most first prices are below today's.
    const rose = revised.filter(({ project, points }) => points[0].priceMin < project.priceMin!);
    expect(rose.length).toBeGreaterThan(revised.length * 0.8);

    // The audit log says when each revision was recorded (now) and when it took effect.
    const { project, points } = revised[0];
    const history = await t.request('GET', `/api/v1/admin/projects/${project._id}/history?range=[0,49]`, {
      token: t.adminToken,
    });
    const edits = (history.body as { type: string; at: string; effectiveAt?: string }[]).filter(
      (entry) => entry.type === 'ProjectEdited',
    );
    expect(edits.length).toBeGreaterThanOrEqual(points.length - 1);
    for (const entry of edits) {
      expect(entry.at).toBe(clock.now().toISOString());
      expect(Date.parse(entry.effectiveAt!)).toBeLessThan(clock.now().getTime());
    }
  });

  it('adds the site content a visitor sees on first start', async () => {
    for (const kind of ['blog', 'news', 'award']) {
      expect(
        (await t.request('GET', `/api/v1/articles/get-all-articles?kind=${kind}`)).body.total,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const kind of ['client', 'employee'])
      expect(
        (await t.request('GET', `/api/v1/user/testimonials?kind=${kind}`)).body.result.length,
      ).toBeGreaterThanOrEqual(3);
    const guide = (await t.request('GET', '/api/v1/articles/get-all-articles?kind=blog&limit=50')).body.result.find(
      (a: { hindiTitle?: string }) => a.hindiTitle,
    );
    expect(guide).toMatchObject({ title: 'How to check a RERA registration before you book' });
    expect(guide.hindiExcerpt).toMatch(/^जो भी प्रोजेक्ट हिस्सों में बेचा जाता है/);
    const states = (await t.request('GET', '/api/v1/user/get-state-rera')).body.data;
    expect(Object.keys(states).sort()).toEqual([...new Set(Object.values(CITY_STATES))].sort());
    const sections = (await t.request('GET', '/api/v1/user/site-settings')).body.result;
    expect(sections.ceoMessage.name).not.toMatch(/Officer/);
    expect(sections.cooMessage.name).not.toMatch(/Officer/);
    expect(sections.marketingPartners.partners.length).toBeGreaterThan(3);
    expect(sections.certificates.items.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'CIN',
      'ISO',
      'RERA',
      'UDYAM',
    ]);
    expect(sections.social.links.length).toBeGreaterThan(0);
    expect(sections.reviewSites.links.length).toBeGreaterThan(0);
    for (const partner of sections.marketingPartners.partners)
      expect((await fetch(t.base + partner.logoUrl)).status).toBe(200);
  });

  it('answers every public read the site parses as its contract schema says', async () => {
    const failures: string[] = [];
    const check = async (path: string, schema: z.ZodType) => {
      const response = await t.request('GET', path);
      const parsed = schema.safeParse(response.body);
      if (response.status !== 200 || !parsed.success)
        failures.push(`${path}: ${response.status} ${parsed.error?.message ?? ''}`.slice(0, 500));
      return response.body as { result: unknown };
    };
    for (const p of projects.filter((project) => project.status === 'posted')) {
      await check(`/api/v1/project/view-project?_id=${p._id}`, viewProjectResponseSchema);
      await check(`/api/v1/project/price-history/${p._id}`, priceHistoryResponseSchema);
    }
    const removed = projects.find((p) => p.status === 'deleted' && p.postedAt);
    if (removed) await check(`/api/v1/project/removed/${removed.slug}`, removedProjectResponseSchema);
    for (const query of [
      '',
      'city=Noida&bhk=3',
      'searchString=villa%20under%202%20Cr',
      'city=Nowhere',
      'sort=Price%20Low%20To%20High',
    ])
      await check(`/api/v1/project/search-project?${query}`, projectSearchResponseSchema);
    await check('/api/v1/project/unique-city', cityListResponseSchema);
    await check('/api/v1/user/map-tiles', mapTilesResponseSchema);
    await check('/api/v1/user/sitemap-entries', sitemapEntriesResponseSchema);
    await check('/api/v1/user/site-settings', siteSettingsResponseSchema);
    await check('/api/v1/user/get-state-rera', stateReraResponseSchema);
    await check('/api/v1/user/seo-meta?route=%2F', seoMetaResponseSchema);
    await check('/api/v1/user/currency-rates', currencyRatesResponseSchema);
    await check('/api/v1/user/faqs', siteFaqsResponseSchema);
    for (const kind of ['client', 'employee'])
      await check(`/api/v1/user/testimonials?kind=${kind}`, testimonialsResponseSchema);
    const articles = await check('/api/v1/articles/get-all-articles?limit=50', articleListResponseSchema);
    for (const article of articles.result as { slug: string }[])
      await check(`/api/v1/articles/get-single-blog?slug=${encodeURIComponent(article.slug)}`, articleResponseSchema);
    expect(failures).toEqual([]);
  });
});

describe('SEED_DEMO=false', () => {
  it('starts empty: no projects, no articles, no testimonials', async () => {
    const empty = await startTestApp({ SEED_DEMO: 'false' });
    try {
      await seedDemoIfEmpty(empty.system);
      expect((await empty.request('GET', '/api/v1/project/search-project')).body.total ?? 0).toBe(0);
      expect(await empty.system.readStore.collection('projects').count({})).toBe(0);
      expect((await empty.request('GET', '/api/v1/articles/get-all-articles')).body.total).toBe(0);
      expect((await empty.request('GET', '/api/v1/user/testimonials')).body.result).toEqual([]);
      expect((await empty.request('GET', '/api/v1/user/get-state-rera')).body.data).toEqual({});
    } finally {
      await empty.close();
    }
  });
});

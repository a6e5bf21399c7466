import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapCluster, MapPin, ProjectCard, ProjectDoc } from '@aangan/contracts';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Results that answer the filter, on the demo catalogue: what a card leads with, the order the
 * sorts put cards in, a page past the last, the wider searches offered when nothing matches, and
 * the map of every result.
 */

let t: TestApp;
let docs: Map<string, ProjectDoc>;

interface Page {
  result: ProjectCard[];
  total: number;
  page: number;
  lastPage: number;
  orderNote?: string;
  relaxations?: { count: number; label: string; without: string[] }[];
}

const search = async (query: string): Promise<Page> => {
  const response = await t.request('GET', `/api/v1/project/search-project?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** The first `pages` pages of a search, one after the other. */
const cardsOf = async (query: string, pages: number): Promise<ProjectCard[]> => {
  const cards: ProjectCard[] = [];
  for (let page = 1; page <= pages; page += 1) cards.push(...(await search(`${query}&page=${page}`)).result);
  return cards;
};

const ascending = (values: readonly number[]): boolean => values.every((v, i) => i === 0 || values[i - 1] <= v);

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.system);
  const all = await t.system.readStore.collection<ProjectDoc>('projects').find({ status: 'posted' });
  docs = new Map(all.map((doc) => [doc._id, doc]));
}, 120_000);
afterAll(async () => t?.close());

describe('cards lead with the units that answer the filter', () => {
  it('a 2 BHK search: each card leads with its 2 BHK units, cheapest first, and the price sort is by that price', async () => {
    const cards = await cardsOf('bhk=2&sort=Price%20Low%20To%20High', 3);
    expect(cards.length).toBeGreaterThan(24);
    for (const card of cards) {
      const twoBhk = docs.get(card._id)!.unitSummaries.filter((u) => u.bhkBand === 2);
      expect(card.matching).toMatchObject({
        bhk: [2],
        units: twoBhk.length,
        priceLow: Math.min(...twoBhk.map((u) => u.priceLow!)),
      });
    }
    expect(ascending(cards.map((c) => c.matching!.priceLow!))).toBe(true);
    // The whole project's range starts lower somewhere (a 1 BHK or a studio beside the 2 BHK): the cards are not in that order.
    expect(ascending(cards.map((c) => c.priceMin!))).toBe(false);
    expect((await search('bhk=2&sort=Price%20Low%20To%20High')).orderNote).toBe(
      'By the price of the matching units, lowest first',
    );
  });

  it('highest first is by the same price, and a budget narrows which units a card leads with', async () => {
    const cards = await cardsOf('bhk=3&minPrice=10000000&maxPrice=30000000&sort=Price%20High%20To%20Low', 2);
    expect(cards.length).toBeGreaterThan(12);
    const leads = cards.map((c) => c.matching!.priceLow!);
    expect(ascending([...leads].reverse())).toBe(true);
    for (const card of cards) {
      expect(card.matching!.bhk).toEqual([3]);
      // A unit priced as a range overlapping the budget counts, so the lead is never above the budget's top.
      expect(card.matching!.priceLow!).toBeLessThanOrEqual(30_000_000);
    }
  });

  it('without a unit filter, cards carry no matching units and both price sorts follow the starting price', async () => {
    const low = await cardsOf('sort=Price%20Low%20To%20High', 2);
    const high = await cardsOf('sort=Price%20High%20To%20Low', 2);
    expect(low.every((c) => c.matching === undefined)).toBe(true);
    expect(ascending(low.map((c) => c.priceMin!))).toBe(true);
    expect(ascending(high.map((c) => c.priceMin!).reverse())).toBe(true);
    expect((await search('sort=Price%20High%20To%20Low')).orderNote).toBe('By starting price, highest first');
  });

  it('newest is by launch date, newest launch first', async () => {
    const cards = await cardsOf('sort=Newest', 3);
    const launches = cards.map((c) => docs.get(c._id)!.launchDate ?? '');
    expect(launches.every((launch, i) => i === 0 || launches[i - 1] >= launch)).toBe(true);
    const latest = [...docs.values()]
      .map((d) => d.launchDate ?? '')
      .sort()
      .at(-1);
    expect(launches[0]).toBe(latest);
    expect(new Set(launches).size).toBeGreaterThan(1);
    expect((await search('')).orderNote).toBe('Newest launches first');
  });

  it('near me: each card says how far it is, nearest first', async () => {
    const page = await search('latitude=28.5355&longitude=77.391&radiusKm=25');
    expect(page.total).toBeGreaterThan(5);
    const distances = page.result.map((c) => c.distanceKm!);
    expect(distances.every((d) => d <= 25)).toBe(true);
    expect(ascending(distances)).toBe(true);
    expect(page.orderNote).toBe('Nearest first');
  });
});

describe('paging and empty results', () => {
  it('a page past the last answers with the last page, never an empty one', async () => {
    const first = await search('city=Noida');
    const past = await search(`city=Noida&page=${first.lastPage + 5}`);
    expect(past.page).toBe(first.lastPage);
    expect(past.result.length).toBeGreaterThan(0);
  });

  it('nothing matches: the wider searches that do find something, with their counts', async () => {
    const page = await search(
      `city=Goa&projectSubType=${encodeURIComponent('Independent House/Villa')}&possession=${encodeURIComponent('Ready to Move')}`,
    );
    expect(page.total).toBe(0);
    const villasInGoa = [...docs.values()].filter(
      (d) => d.city === 'Goa' && d.projectSubType === 'Independent House/Villa',
    );
    expect(villasInGoa.length).toBeGreaterThan(0);
    expect(new Set(villasInGoa.map((d) => d.possessionStatus)).size).toBe(1);
    const possession = villasInGoa[0].possessionStatus!.toLowerCase();
    expect(page.relaxations?.[0]).toEqual({
      count: villasInGoa.length,
      without: ['possession'],
      label: `${villasInGoa.length} houses and villas in Goa, ${possession}`,
    });
    // Each offer's count is what its search finds.
    for (const offer of page.relaxations!) {
      const params = new URLSearchParams({
        city: 'Goa',
        projectSubType: 'Independent House/Villa',
        possession: 'Ready to Move',
      });
      if (offer.without.includes('possession')) params.delete('possession');
      if (offer.without.includes('projectSubType')) params.delete('projectSubType');
      if (offer.without.includes('city')) params.delete('city');
      expect((await search(params.toString())).total).toBe(offer.count);
    }
  });

  it('a budget below every matching unit offers the search without it, from the cheapest price there is', async () => {
    const page = await search('city=Noida&bhk=4%2B&maxPrice=1000000');
    expect(page.total).toBe(0);
    const offer = page.relaxations!.find((r) => r.without.join() === 'price')!;
    expect(offer.label).toMatch(/^\d+ 4\+ BHK projects in Noida, from ₹[\d.]+ (L|Cr)$/);
    expect((await search('city=Noida&bhk=4%2B')).total).toBe(offer.count);
  });
});

describe('the results map shows every result', () => {
  const map = async (query: string) => {
    const response = await t.request('GET', `/api/v1/project/search-map?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.result as {
      total: number;
      located: number;
      box: { south: number; west: number; north: number; east: number } | null;
      pins: MapPin[];
      clusters: MapCluster[];
    };
  };

  it('frames all the results, and the pins and clusters on screen add up to every located result', async () => {
    const framing = await map('city=Noida&sort=Newest&page=2');
    const listed = await search('city=Noida');
    expect(framing.total).toBe(listed.total);
    expect(framing.located).toBeGreaterThan(listed.result.length);
    const bounds = [framing.box!.south, framing.box!.west, framing.box!.north, framing.box!.east].join(',');
    for (const zoom of [9, 12, 17]) {
      const view = await map(`city=Noida&bounds=${bounds}&zoom=${zoom}`);
      expect(view.pins.length + view.clusters.reduce((n, c) => n + c.count, 0)).toBe(framing.located);
    }
    const far = await map(`city=Noida&bounds=${bounds}&zoom=9`);
    const near = await map(`city=Noida&bounds=${bounds}&zoom=17`);
    expect(far.clusters.length).toBeGreaterThan(0);
    expect(near.pins.length).toBe(framing.located);
    expect(
      near.pins.every((p) => p.link.startsWith('/project/view/') && p.projectTitle && p.place.endsWith('Noida')),
    ).toBe(true);
  });

  it('pins lead with the matching units price, like the cards', async () => {
    const framing = await map('bhk=3&city=Pune');
    const bounds = [framing.box!.south, framing.box!.west, framing.box!.north, framing.box!.east].join(',');
    const view = await map(`bhk=3&city=Pune&bounds=${bounds}&zoom=18`);
    for (const pin of view.pins) {
      const threeBhk = docs.get(pin._id)!.unitSummaries.filter((u) => u.bhkBand === 3);
      expect(pin.priceLow).toBe(Math.min(...threeBhk.map((u) => u.priceLow!)));
    }
  });

  it('refuses bounds that are not a box, and bounds without a zoom', async () => {
    for (const query of [
      'bounds=1,2,3&zoom=5',
      'bounds=30,80,20,70&zoom=5',
      'bounds=20,70,30,80',
      'zoom=30&bounds=20,70,30,80',
    ]) {
      expect((await t.request('GET', `/api/v1/project/search-map?${query}`)).status).toBe(400);
    }
  });
});

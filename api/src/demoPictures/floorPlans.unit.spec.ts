import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRandom, type ProjectFields, type Unit } from '@aangan/contracts';
import { demoProject } from '../seed/demoProjects.ts';
import { floorPlanFor, floorPlanName, writeFloorPlan } from './floorPlans.ts';

const project = (projectSubType: ProjectFields['projectSubType']): ProjectFields => ({
  projectTitle: 'Aangan Heights',
  locality: 'Baner',
  city: 'Pune',
  projectSubType,
});
const carpet = (areaSize: number): Unit['primaryArea'] => ({ areaSize, areaUnit: 'squareFeet', areaType: 'Carpet' });
const home = (bedroomCount: number, bathroomCount: number, size: number, extra: Partial<Unit> = {}): Unit => ({
  unitTitle: bedroomCount ? `${bedroomCount} BHK` : 'Studio',
  bedroomCount,
  bathroomCount,
  primaryArea: carpet(size),
  unitCount: 1,
  ...extra,
});
const plot = (openSides: 1 | 2 | 3 | 4): Unit => ({
  unitTitle: 'Plot 40 × 60 ft (267 sq yd)',
  plotAreaLength: 40,
  plotAreaBreadth: 60,
  openSides,
  primaryArea: { areaSize: 266.67, areaUnit: 'squareYards' },
  unitCount: 1,
});
const space = (title: string, size: number, extra: Partial<Unit> = {}): Unit => ({
  unitTitle: title,
  primaryArea: carpet(size),
  unitCount: 1,
  ...extra,
});

/** Tags open and close in order, attributes are quoted, and every `&` starts an entity. */
function wellFormed(svg: string): boolean {
  const body = svg.replace(/^<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  for (const [, close, name, attributes, selfClosing] of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^<>]*?)(\/?)>/g)) {
    if ((attributes.match(/"/g) ?? []).length % 2) return false;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name);
  }
  const outside = body.replace(/<[^<>]*>/g, '');
  return stack.length === 0 && !/[<>]/.test(outside) && !/&(?!amp;|lt;|gt;|quot;)/.test(body);
}

const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The texts in order, with their class (n: a room's name, d: its size). */
const textsOf = (svg: string): { kind: string; text: string }[] =>
  [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => ({
    kind: /class="(\w)"/.exec(attributes)?.[1] ?? '',
    text: unescape(text),
  }));

const FEET_INCHES = /^(\d+)'(\d+)"$/;
const feet = (text: string): number => {
  const [, ft, inches] = FEET_INCHES.exec(text.trim())!;
  return Number(ft) + Number(inches) / 12;
};

/** Every sized room: its name (the name lines just before its size) and its size in feet. */
function roomsOf(svg: string): { name: string; w: number; h: number }[] {
  const texts = textsOf(svg);
  const rooms: { name: string; w: number; h: number }[] = [];
  for (let i = 0; i < texts.length; i += 1) {
    if (texts[i].kind !== 'd') continue;
    let size = texts[i].text;
    if (!size.includes('×') && texts[i + 1]?.kind === 'd') {
      size = `${size} ${texts[i + 1].text}`;
      i += 1;
    }
    const [w, h] = size.split('×').map(feet);
    const names: string[] = [];
    for (let j = i - (size === texts[i].text ? 1 : 2); j >= 0 && texts[j].kind === 'n'; j -= 1)
      names.unshift(texts[j].text);
    rooms.push({ name: names[names.length - 1] ?? '', w, h });
  }
  return rooms;
}

const OUTSIDE = ['BALCONY', 'TERRACE', 'UTILITY'];
const insideArea = (svg: string): number =>
  roomsOf(svg)
    .filter((room) => !OUTSIDE.includes(room.name))
    .reduce((sum, room) => sum + room.w * room.h, 0);
const count = (svg: string, pattern: RegExp): number => textsOf(svg).filter(({ text }) => pattern.test(text)).length;

function expectSheet(svg: string | null, title: string): string {
  expect(svg).not.toBeNull();
  const plan = svg!;
  expect(wellFormed(plan)).toBe(true);
  expect(Buffer.byteLength(plan)).toBeLessThan(15_000);
  expect(plan).toContain('viewBox="0 0 800 ');
  expect(plan).toContain('sans-serif');
  const texts = textsOf(plan).map(({ text }) => text);
  expect(texts).toContain(title);
  expect(texts).toContain('Indicative floor plan, not to scale. Dimensions are approximate.');
  expect(texts).toContain('N');
  expect(texts.some((text) => /^\d+ ft$/.test(text))).toBe(true);
  return plan;
}

describe('floor plans of homes', () => {
  const cases: [string, Unit][] = [
    ['1 BHK', home(1, 1, 480)],
    ['2 BHK', home(2, 2, 760)],
    ['3 BHK with a study and a pooja room', home(3, 4, 1_150, { dedicatedRooms: ['Study', 'Pooja'] })],
    ['4 BHK with a servant room and a dining room', home(4, 5, 1_700, { dedicatedRooms: ['Servant', 'Dining'] })],
    ['5 BHK with a store', home(5, 6, 2_600, { dedicatedRooms: ['Store'] })],
  ];
  it.each(cases)('%s: bedrooms, toilets, dedicated rooms, sizes that add up to the carpet area', (_, unit) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const svg = expectSheet(floorPlanFor(project('Apartment'), unit, seed), unit.unitTitle);
      expect(count(svg, /BEDROOM/)).toBe(unit.bedroomCount);
      expect(count(svg, /^TOILET$/)).toBe(unit.bathroomCount);
      for (const room of unit.dedicatedRooms ?? []) expect(count(svg, new RegExp(room, 'i'))).toBe(1);
      expect(count(svg, /^KITCHEN$/)).toBe(1);
      expect(count(svg, /^BALCONY$/)).toBeGreaterThanOrEqual(1);
      expect(count(svg, /^ENTRY$/)).toBe(1);
      expect(svg).toContain(`Carpet area ${unit.primaryArea.areaSize.toLocaleString('en-IN')} sq ft`);
      const area = insideArea(svg);
      expect(area / unit.primaryArea.areaSize).toBeGreaterThan(0.85);
      expect(area / unit.primaryArea.areaSize).toBeLessThan(1.15);
      for (const room of roomsOf(svg)) expect(Math.min(room.w, room.h)).toBeGreaterThanOrEqual(3);
    }
  });

  it('a studio is one room, a kitchenette and a toilet', () => {
    const unit = home(0, 1, 420);
    const svg = expectSheet(floorPlanFor(project('Studio Apartment'), unit, 9), 'Studio');
    expect(count(svg, /BEDROOM/)).toBe(0);
    expect(count(svg, /^LIVING \/ SLEEPING$/)).toBe(1);
    expect(count(svg, /^KITCHENETTE$/)).toBe(1);
    expect(count(svg, /^TOILET$/)).toBe(1);
    expect(insideArea(svg) / 420).toBeGreaterThan(0.85);
    expect(insideArea(svg) / 420).toBeLessThan(1.15);
  });

  it('a room to let shows its beds, and its bath when it has one', () => {
    const twin = { ...home(1, 1, 250), unitTitle: 'Twin-sharing room with attached bath' };
    const svg = expectSheet(floorPlanFor(project('PG/Co-living'), twin, 3), twin.unitTitle);
    expect(count(svg, /^ROOM \(2 BEDS\)$/)).toBe(1);
    expect(count(svg, /^TOILET$/)).toBe(1);
    const shared = { ...home(1, 0, 360), unitTitle: 'Four-bed room, shared bath' };
    const dorm = expectSheet(floorPlanFor(project('PG/Co-living'), shared, 3), shared.unitTitle);
    expect(count(dorm, /^ROOM \(4 BEDS\)$/)).toBe(1);
    expect(count(dorm, /^TOILET$/)).toBe(0);
  });

  it('a penthouse has two levels and a terrace', () => {
    const unit = { ...home(4, 5, 2_600, { dedicatedRooms: ['Study', 'Pooja'] }), unitTitle: '4 BHK penthouse' };
    const svg = expectSheet(floorPlanFor(project('Penthouse'), unit, 4), '4 BHK penthouse');
    expect(count(svg, /^LOWER LEVEL$/)).toBe(1);
    expect(count(svg, /^UPPER LEVEL$/)).toBe(1);
    expect(count(svg, /^TERRACE$/)).toBe(1);
    expect(count(svg, /BEDROOM/)).toBe(4);
    expect(count(svg, /^TOILET$/)).toBe(5);
    expect(count(svg, /^STAIR$/)).toBe(2);
    expect(insideArea(svg) / 2_600).toBeGreaterThan(0.85);
    expect(insideArea(svg) / 2_600).toBeLessThan(1.15);
  });

  it('a villa has its ground and first floor', () => {
    const unit = { ...home(3, 4, 1_800), unitTitle: '3 BHK villa', plotAreaLength: 40, plotAreaBreadth: 60 };
    const svg = expectSheet(floorPlanFor(project('Independent House/Villa'), unit, 8), '3 BHK villa');
    expect(count(svg, /^GROUND FLOOR$/)).toBe(1);
    expect(count(svg, /^FIRST FLOOR$/)).toBe(1);
    expect(count(svg, /BEDROOM/)).toBe(3);
    expect(count(svg, /^TOILET$/)).toBe(4);
    expect(insideArea(svg) / 1_800).toBeGreaterThan(0.85);
    expect(insideArea(svg) / 1_800).toBeLessThan(1.15);
  });
});

describe('plans of land and places of work', () => {
  it.each([1, 2, 3, 4] as const)('a plot with %i open side(s) has that many roads', (sides) => {
    const svg = expectSheet(floorPlanFor(project('Residential Plot'), plot(sides), 11), 'Plot 40 × 60 ft (267 sq yd)');
    expect(count(svg, /^\d+ FT WIDE ROAD$/)).toBe(sides);
    expect(count(svg, /^40'0"$/)).toBe(1);
    expect(count(svg, /^60'0"$/)).toBe(1);
    expect(count(svg, /^SETBACK LINE/)).toBe(1);
    expect(svg).toContain('Plot area 267 sq yd (2,400 sq ft)');
  });

  it('a plot sized in square metres gives its sides in metres', () => {
    const unit: Unit = {
      ...plot(2),
      plotAreaLength: 30.5,
      plotAreaBreadth: 36.5,
      primaryArea: { areaSize: 1_115, areaUnit: 'squareMeters' },
    };
    const svg = expectSheet(floorPlanFor(project('Industrial Land'), unit, 3), unit.unitTitle);
    expect(count(svg, /^30\.5 m$/)).toBe(1);
    expect(count(svg, /^36\.5 m$/)).toBe(1);
  });

  it('an office has its floor plate, core, pantry and washrooms', () => {
    const unit = space('Bare-shell office', 2_400, { pantryType: 'Wet', washroomType: 'Private' });
    const svg = expectSheet(floorPlanFor(project('Office Space'), unit, 2), 'Bare-shell office');
    for (const name of [/^WORKSTATIONS$/, /^LIFTS$/, /^STAIR$/, /^LIFT LOBBY$/, /^PANTRY/, /\(WET\)/, /^WASHROOM/])
      expect(count(svg, name), String(name)).toBeGreaterThanOrEqual(1);
    const shared = floorPlanFor(
      project('Co-working Space'),
      { ...unit, pantryType: 'Shared', washroomType: 'Shared' },
      2,
    )!;
    expect(count(shared, /^SHARED/)).toBe(2);
  });

  it('a shop shows its frontage', () => {
    const unit = space('Corner shop', 350, { pantryType: 'Dry', washroomType: 'Private' });
    const svg = expectSheet(floorPlanFor(project('Shop'), unit, 5), 'Corner shop');
    expect(count(svg, /^SHOP FLOOR$/)).toBe(1);
    expect(count(svg, /^FRONTAGE \d+'\d+"$/)).toBe(1);
    expect(count(svg, /^WASHROOM$/)).toBe(1);
  });

  it('a warehouse has docks, an office block and a truck yard', () => {
    const unit = space('Grade A warehouse bay', 32_000, { washroomType: 'Private' });
    const svg = expectSheet(floorPlanFor(project('Warehouse'), unit, 6), 'Grade A warehouse bay');
    expect(count(svg, /LOADING DOCKS/)).toBe(1);
    expect(count(svg, /^TRUCK YARD/)).toBe(1);
    expect(count(svg, /^OFFICE$/)).toBe(1);
    expect(svg).toContain('Carpet area 32,000 sq ft');
  });

  it('is null for a unit without a size it can read', () => {
    const unit: Unit = { ...home(2, 2, 700), primaryArea: { areaSize: 700, areaUnit: 'furlongs' as never } };
    expect(floorPlanFor(project('Apartment'), unit, 1)).toBeNull();
  });
});

describe('every unit of the demo catalogue', () => {
  it('gets a plan that is well formed, deterministic and small', () => {
    const random = seededRandom(20_240_101);
    const projects = Array.from({ length: 120 }, (_, i) => demoProject(random, i, { now: new Date('2026-01-01') }));
    let plans = 0;
    for (const [p, fields] of projects.entries())
      for (const [u, unit] of (fields.units ?? []).entries()) {
        const svg = floorPlanFor(fields, unit, p * 100 + u);
        expect(svg, `${fields.projectSubType}: ${unit.unitTitle}`).not.toBeNull();
        expect(wellFormed(svg!)).toBe(true);
        expect(Buffer.byteLength(svg!)).toBeLessThan(15_000);
        expect(floorPlanFor(fields, unit, p * 100 + u)).toBe(svg);
        plans += 1;
      }
    expect(plans).toBeGreaterThan(200);
  });

  it('a seed changes the drawing, not the rooms', () => {
    const unit = home(2, 2, 760);
    const plans = [1, 2, 3, 4].map((seed) => floorPlanFor(project('Apartment'), unit, seed)!);
    expect(new Set(plans).size).toBeGreaterThan(1);
    for (const svg of plans) expect(count(svg, /BEDROOM/)).toBe(2);
  });
});

describe('floor plan names and files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plans-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names are 128 bits of an HMAC: the same for the same key and unit, unguessable without the key', () => {
    const name = floorPlanName('install secret', 'project-12', '3 BHK');
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(floorPlanName('install secret', 'project-12', '3 BHK')).toBe(name);
    expect(floorPlanName('another secret', 'project-12', '3 BHK')).not.toBe(name);
    expect(floorPlanName('install secret', 'project-12', '2 BHK')).not.toBe(name);
    expect(floorPlanName('install secret', 'project-1', '23 BHK')).not.toBe(
      floorPlanName('install secret', 'project-12', '3 BHK'),
    );
  });

  it('writes the plan whole under uploads/demo/plans, for the owner only, and answers its address', async () => {
    const name = floorPlanName(Buffer.from('key'), 'p', 'u');
    const url = await writeFloorPlan(dir, name, '<svg/>');
    expect(url).toBe(`/uploads/demo/plans/${name}.svg`);
    const file = path.join(dir, 'uploads', 'demo', 'plans', `${name}.svg`);
    expect(readFileSync(file, 'utf8')).toBe('<svg/>');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(writeFloorPlan(dir, '../../escape', '<svg/>')).rejects.toThrow('Not a floor plan name');
  });
});

import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seededRandom, squareFeetOf, type ProjectFields, type Unit } from '@aangan/contracts';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import { homeDrawing, type Drawing } from './homePlans.ts';
import { landDrawing } from './landPlans.ts';
import { renderSheet } from './planSheet.ts';
import { officeDrawing, shopDrawing, shedDrawing } from './workPlans.ts';

/**
 * Floor plans for the demo catalogue's units, drawn as SVG: homes by their bedrooms, toilets and
 * dedicated rooms, plots with their roads and setbacks, offices, shops and sheds. The same project,
 * unit and seed always give the same drawing. A plan is shown only after the contact form (spec §6),
 * so it is stored under a name nobody can work out without the install's secret.
 */
const OFFICES = ['Office Space', 'SEZ Office', 'Co-working Space'];
const SHOPS = ['Shop', 'Showroom', 'Retail Space', 'Kiosk', 'Food Court', 'ATM Space'];
const SHEDS = ['Warehouse', 'Industrial Shed', 'Industrial Building', 'Factory', 'Cold Storage'];
const LAND = ['Residential Plot', 'Commercial Land', 'Industrial Land', 'Agricultural Land', 'Plots', 'Farm House'];

const formatWhole = (value: number): string => Math.round(value).toLocaleString('en-IN');

function drawingOf(subType: string, unit: Unit, seed: number): { drawing: Drawing; areaText: string } | null {
  const r = seededRandom(seed);
  const area = unit.primaryArea;
  const sqFt = squareFeetOf(area);
  if (sqFt === null || !(sqFt > 0)) return null;
  if (LAND.includes(subType)) return landDrawing(subType, unit, r);
  const areaText = `${area.areaType ?? 'Carpet'} area ${formatWhole(sqFt)} sq ft`;
  const drawing = OFFICES.includes(subType)
    ? officeDrawing(subType, unit, sqFt, r)
    : SHOPS.includes(subType)
      ? shopDrawing(subType, unit, sqFt, r)
      : SHEDS.includes(subType)
        ? shedDrawing(subType, unit, sqFt, r)
        : homeDrawing(subType, unit, sqFt, r);
  return drawing ? { drawing, areaText } : null;
}

/**
 * The plan of one unit of a project as an SVG document, or null for a unit with nothing sensible to
 * draw (no size, or a kind of property without rooms or land).
 */
export function floorPlanFor(project: ProjectFields, unit: Unit, seed: number): string | null {
  const subType = project.projectSubType ?? '';
  const plan = drawingOf(subType, unit, seed);
  if (!plan) return null;
  const place = [project.locality, project.city].filter(Boolean).join(', ');
  return renderSheet({
    title: unit.unitTitle,
    subtitle: [project.projectTitle, place].filter(Boolean).join(' · '),
    areaText: plan.areaText,
    sketch: plan.drawing.sketch,
    bounds: plan.drawing.bounds,
    north: seededRandom(seed ^ 0x5a5a).int(0, 7) * 45,
  });
}

const PLAN_NAME = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The file name of a plan: an HMAC-SHA256 of the project's and the unit's identity (say the
 * project's id or number and the unit's id or title) under a key only the install knows, 128 bits
 * in base64url (22 characters). The demo folder is public, so the name is all that keeps a plan
 * behind the contact form.
 */
export function floorPlanName(key: string | Buffer, ...identity: string[]): string {
  return createHmac('sha256', key).update(JSON.stringify(identity)).digest().subarray(0, 16).toString('base64url');
}

/**
 * Writes a plan to DATA_DIR/uploads/demo/plans/<name>.svg, whole or not at all (owner-only), and
 * answers the address pages use. A plan already there is kept.
 */
export async function writeFloorPlan(dataDir: string, name: string, svg: string): Promise<string> {
  if (!PLAN_NAME.test(name)) throw new Error(`Not a floor plan name: ${name}`);
  const file = path.join(dataDir, 'uploads', 'demo', 'plans', `${name}.svg`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, svg, { mode: OWNER_ONLY_FILE });
    await rename(partial, file);
  }
  return `/uploads/demo/plans/${name}.svg`;
}

import { z } from 'zod';
import { areaTypeSchema, areaUnitSchema } from '../enums.ts';
import { INVALID_UNIT_NUMBER_MESSAGE } from './messages.ts';

const areaShape = (sizeMessage: string) => ({
  areaSize: z.number({ error: sizeMessage }).positive(sizeMessage),
  areaUnit: areaUnitSchema,
  /** Whether the site shows this size to visitors. */
  displayUnitSize: z.boolean().optional(),
});

/** A size with its unit, e.g. the project's land area. */
export const areaSchema = z.strictObject(areaShape('Area size must be a number greater than 0'));
export type Area = z.infer<typeof areaSchema>;

const unitAreaShape = { ...areaShape(INVALID_UNIT_NUMBER_MESSAGE), areaType: areaTypeSchema.optional() };

/** One of a unit's sizes, optionally saying which measure it is (Carpet, Built-up, Super Built-up). */
export const unitAreaSchema = z.strictObject(unitAreaShape);
export type UnitArea = z.infer<typeof unitAreaSchema>;

/** unitAreaSchema that answers `missingMessage` when the area is absent altogether. */
export const requiredUnitAreaSchema = (missingMessage: string) =>
  z.strictObject(unitAreaShape, { error: (issue) => (issue.input === undefined ? missingMessage : undefined) });

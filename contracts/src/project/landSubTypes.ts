/** Sub types sold as land (plots, farmland): sized by plot area, in land units where large. */
const LAND_SUB_TYPES: ReadonlySet<string> = new Set([
  'Residential Plot',
  'Commercial Land',
  'Industrial Land',
  'Agricultural Land',
  'Plots',
]);
export const isLandSubType = (projectSubType: string | undefined): boolean =>
  projectSubType !== undefined && LAND_SUB_TYPES.has(projectSubType);

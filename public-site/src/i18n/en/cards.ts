/** Project cards and the controls beside them wherever projects are listed: shortlist and compare. */
export const cards = {
  card: {
    away: (distance: string) => ` · ${distance} away`,
    allUnits: (price: string) => `All units: ${price || 'price on request'}`,
    priceOnRequest: 'Price on request',
    ratePerSqFt: (rate: string) => ` · from ₹${rate}/sq ft`,
    configuration: 'Configuration',
    area: 'Area',
    possession: 'Possession',
    type: 'Type',
    by: (developer: string) => `By ${developer}`,
    reraHint: 'Registered with the state RERA',
    reraRegistered: 'RERA registered',
    grandProject: 'Grand project',
    thisProject: 'this project',
    enquire: 'Enquire',
  },
  shortlist: {
    save: 'Save to shortlist',
    saved: 'Saved to shortlist',
    added: 'Saved to your shortlist',
    removed: 'Removed from your shortlist',
  },
  compare: {
    toggle: 'Compare',
    barLabel: 'Projects to compare',
    compareCount: (count: number) => `Compare ${count} projects →`,
    hide: 'Hide',
  },
};

export type CardsStrings = typeof cards;

/** Spec §2 City menu. */
export const CITY_MENU = ['Noida', 'Greater Noida', 'Delhi', 'Mumbai', 'Jaipur', 'Lucknow'] as const;
/** Spec §2 Projects menu: projects listed by these cities (the server loads a few of each for the header). */
export const PROJECT_MENU_CITIES = [
  'Delhi',
  'Noida',
  'Gurugram',
  'Kolkata',
  'Mumbai',
  'Lucknow',
  'Kanpur',
  'Pune',
] as const;

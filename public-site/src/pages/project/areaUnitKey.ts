/** Where the visitor's area unit is remembered (localStorage); the page's start script reads it too. */
export const AREA_UNIT_STORAGE_KEY = 'aangan.areaUnit';

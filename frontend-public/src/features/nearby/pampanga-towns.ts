import type { GeoPoint } from '../../shared/lib/coordinates';

/** A town or city of Pampanga and the point the list measures distances from: its centre (the poblacion's plaza). */
export interface Town extends GeoPoint {
  /** The ?town= value. */
  id: string;
  /** Its proper name, the same in English and Filipino. */
  name: string;
}

/**
 * Pampanga's 3 cities and 19 municipalities with the approximate coordinates of their centres (to about 500 m: enough
 * to sort by distance when the browser cannot tell where the visitor is). Data loaded with the town picker only.
 */
export const PAMPANGA_TOWNS: readonly Town[] = [
  { id: 'angeles', name: 'Angeles City', latitude: 15.145, longitude: 120.5887 },
  { id: 'apalit', name: 'Apalit', latitude: 14.9496, longitude: 120.7587 },
  { id: 'arayat', name: 'Arayat', latitude: 15.1494, longitude: 120.7697 },
  { id: 'bacolor', name: 'Bacolor', latitude: 14.9976, longitude: 120.6517 },
  { id: 'candaba', name: 'Candaba', latitude: 15.0933, longitude: 120.8281 },
  { id: 'floridablanca', name: 'Floridablanca', latitude: 14.9744, longitude: 120.5283 },
  { id: 'guagua', name: 'Guagua', latitude: 14.9656, longitude: 120.6336 },
  { id: 'lubao', name: 'Lubao', latitude: 14.9392, longitude: 120.6014 },
  { id: 'mabalacat', name: 'Mabalacat City', latitude: 15.2216, longitude: 120.5736 },
  { id: 'macabebe', name: 'Macabebe', latitude: 14.9081, longitude: 120.7156 },
  { id: 'magalang', name: 'Magalang', latitude: 15.2147, longitude: 120.6614 },
  { id: 'masantol', name: 'Masantol', latitude: 14.8961, longitude: 120.709 },
  { id: 'mexico', name: 'Mexico', latitude: 15.0647, longitude: 120.7197 },
  { id: 'minalin', name: 'Minalin', latitude: 14.9683, longitude: 120.6814 },
  { id: 'porac', name: 'Porac', latitude: 15.0719, longitude: 120.5419 },
  { id: 'san-fernando', name: 'City of San Fernando', latitude: 15.0286, longitude: 120.6898 },
  { id: 'san-luis', name: 'San Luis', latitude: 15.0397, longitude: 120.7906 },
  { id: 'san-simon', name: 'San Simon', latitude: 14.9983, longitude: 120.7797 },
  { id: 'santa-ana', name: 'Santa Ana', latitude: 15.095, longitude: 120.7667 },
  { id: 'santa-rita', name: 'Santa Rita', latitude: 14.9953, longitude: 120.6153 },
  { id: 'santo-tomas', name: 'Santo Tomas', latitude: 14.9947, longitude: 120.7094 },
  { id: 'sasmuan', name: 'Sasmuan', latitude: 14.9386, longitude: 120.6236 },
];

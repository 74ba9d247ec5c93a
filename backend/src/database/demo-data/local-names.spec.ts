import { DEMO_DESTINATIONS } from './destinations.demo-data.js';
import { DEMO_SERVICES } from './services.demo-data.js';

/** The demo places that carry a Kapampangan name (issue 31.7), destinations and services. */
const named = [...DEMO_DESTINATIONS, ...DEMO_SERVICES].filter((place) => place.localName !== undefined);

describe('Kapampangan names of the demo places', () => {
  it('gives at least 20 demo places their Kapampangan name', () => {
    expect(named.length).toBeGreaterThanOrEqual(20);
  });

  it('has destinations and services among them', () => {
    expect(DEMO_DESTINATIONS.filter((place) => place.localName).length).toBeGreaterThanOrEqual(15);
    expect(DEMO_SERVICES.filter((place) => place.localName).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps each one trimmed, within the 120 characters of a name, and different from the English name', () => {
    for (const place of named) {
      const localName = place.localName ?? '';
      expect([place.name, localName]).toEqual([place.name, localName.trim()]);
      expect(localName.length).toBeGreaterThan(0);
      expect(localName.length).toBeLessThanOrEqual(120);
      expect(localName.toLowerCase()).not.toBe(place.name.toLowerCase());
    }
  });

  it('names each destination once (a search by a Kapampangan name finds one place)', () => {
    const names = DEMO_DESTINATIONS.flatMap((place) => (place.localName ? [place.localName.toLowerCase()] : []));
    expect(new Set(names).size).toBe(names.length);
  });
});

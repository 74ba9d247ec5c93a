import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nGate } from '../../i18n/i18n';
import { placesOnMap, type MapPlace, type MapTiles } from './map-places';
import { PlaceMap } from './place-map';

// jsdom lays nothing out: the map's element gets a phone's size, so that Leaflet fits, projects and clusters as in a
// browser (the browser test covers the drawing).
const size = { width: 360, height: 480 };
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => size.height });
});
afterAll(() => {
  // Element.prototype's own (jsdom's zero) again.
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

interface Place extends MapPlace {
  town: string;
}

const place = (id: string, name: string, latitude: number | null, longitude: number | null): Place => ({
  id,
  name,
  latitude,
  longitude,
  town: `${name}'s town`,
});

// Two places in San Fernando a few metres apart (one cluster at the fitted zoom), one in Angeles, one in Candaba.
const places: Place[] = [
  place('sf-1', 'Giant Lantern Museum', 15.0286, 120.6898),
  place('sf-2', 'Cathedral of San Fernando', 15.0287, 120.6899),
  place('angeles', 'Holy Rosary Parish', 15.145, 120.5887),
  place('candaba', 'Candaba Wetlands', 15.0933, 120.8281),
  place('nowhere', 'No coordinates', null, null),
];

function renderMap(onShowList = () => undefined, tiles: MapTiles | null = null) {
  return render(
    <I18nGate>
      <PlaceMap
        places={places}
        label="Map of the places in the list"
        tiles={tiles}
        onShowList={onShowList}
        renderCard={(shown) => (
          <article>
            <h2>{shown.name}</h2>
            <p>{shown.town}</p>
          </article>
        )}
      />
    </I18nGate>,
  );
}

const markerButtons = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.tp-map-marker[role="button"], .tp-map-cluster[role="button"]'));
/** A marker's accessible name: its text for screen readers (a cluster's visible count is aria-hidden). */
const nameOf = (button: HTMLElement) => button.querySelector('.tp-visually-hidden')?.textContent;

describe('placesOnMap', () => {
  it('keeps the places with a valid point and counts the others', () => {
    const { placed, missing } = placesOnMap([
      ...places,
      place('bad', 'Out of range', 95, 120),
      { id: 'text', name: 'As text', latitude: '15.1', longitude: '120.6' },
    ]);
    expect(placed.map(({ place: shown }) => shown.id)).toEqual(['sf-1', 'sf-2', 'angeles', 'candaba', 'text']);
    expect(placed[4].point).toEqual({ latitude: 15.1, longitude: 120.6 });
    expect(missing).toBe(2);
  });
});

describe('PlaceMap', () => {
  it('shows the places as named, focusable markers, the close ones in a cluster, on a plain background', async () => {
    renderMap();
    const canvas = await screen.findByRole('region', { name: 'Map of the places in the list' });
    expect(canvas.className).toContain('tp-map__canvas--plain');
    expect(canvas.getAttribute('data-markers')).toBe('4');
    // No tiles configured: no tile layer, no image from another host.
    expect(canvas.querySelector('.leaflet-tile')).toBeNull();
    expect(canvas.querySelectorAll('img')).toHaveLength(0);

    await waitFor(() => expect(markerButtons()).toHaveLength(3));
    const names = markerButtons().map(nameOf);
    expect(names).toEqual(expect.arrayContaining(['Holy Rosary Parish', 'Candaba Wetlands', '2 places here, zoom in']));
    for (const button of markerButtons()) expect(button.tabIndex).toBe(0);
    expect(screen.getByText('1 place has no location and is not on the map.')).toBeTruthy();
  });

  it("opens a place's card from its marker, by click or by Enter, and gives the focus back on close", async () => {
    renderMap();
    await waitFor(() => expect(markerButtons()).toHaveLength(3));
    const angeles = markerButtons().find((button) => nameOf(button) === 'Holy Rosary Parish')!;
    act(() => void fireEvent.click(angeles));
    const card = await screen.findByTestId('map-card');
    expect(within(card).getByRole('heading', { name: 'Holy Rosary Parish' })).toBeTruthy();
    expect(within(card).getByText("Holy Rosary Parish's town")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(card));

    fireEvent.click(within(card).getByRole('button', { name: 'Close the card' }));
    expect(screen.queryByTestId('map-card')).toBeNull();
    expect(document.activeElement).toBe(angeles);

    const candaba = markerButtons().find((button) => nameOf(button) === 'Candaba Wetlands')!;
    candaba.focus();
    fireEvent.keyDown(candaba, { key: 'Enter' });
    expect(
      within(await screen.findByTestId('map-card')).getByRole('heading', { name: 'Candaba Wetlands' }),
    ).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('map-card'), { key: 'Escape' });
    expect(screen.queryByTestId('map-card')).toBeNull();
  });

  it("draws the configured tiles under the markers, with the provider's credit", async () => {
    renderMap(undefined, {
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example Tiles',
      maxZoom: 18,
    });
    const canvas = await screen.findByRole('region', { name: 'Map of the places in the list' });
    expect(canvas.className).not.toContain('tp-map__canvas--plain');
    await waitFor(() => expect(canvas.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    for (const tile of canvas.querySelectorAll('img.leaflet-tile')) {
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.com\/\d+\/\d+\/\d+\.png$/);
    }
    expect(canvas.querySelector('.leaflet-control-attribution')?.textContent).toContain('© Example Tiles');
  });

  it("goes back to the list with 'Show list'", async () => {
    let shown = 0;
    renderMap(() => void (shown += 1));
    fireEvent.click(await screen.findByRole('button', { name: 'Show list' }));
    expect(shown).toBe(1);
  });
});

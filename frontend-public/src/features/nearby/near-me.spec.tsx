import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '@tara/i18n';
import { I18nGate, i18n } from '../../i18n/i18n';
import en from '../../i18n/en.json';
import fil from '../../i18n/fil.json';
import { NearMe } from './components/near-me';
import type { NearOrigin } from './use-near-me';
import type { NearMeRequest } from './components/near-me-flow';
import { preloadLazyComponents } from '../../shared/lib/lazy';

beforeAll(async () => {
  // The asking part is its own chunk: loaded first, so that it renders at once.
  await preloadLazyComponents();
});

/** A fake of the browser's geolocation: each request waits until the test answers it. */
function fakeGeolocation() {
  const requests: Array<{ success: PositionCallback; failure?: PositionErrorCallback | null }> = [];
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) =>
      void requests.push({ success, failure }),
  } as unknown as Geolocation;
  const grant = (latitude: number, longitude: number) =>
    act(() => requests.shift()?.success({ coords: { latitude, longitude } } as GeolocationPosition));
  const fail = (code: 1 | 2 | 3) =>
    act(() => requests.shift()?.failure?.({ code, message: 'no' } as GeolocationPositionError));
  return { geolocation, requests, grant, fail };
}

function renderNearMe(geolocation: Geolocation | null) {
  const changes: Array<NearOrigin | null> = [];
  function Harness() {
    const [origin, setOrigin] = useState<NearOrigin | null>(null);
    const [request, setRequest] = useState<NearMeRequest | null>(null);
    const change = (next: NearOrigin | null) => {
      changes.push(next);
      setOrigin(next);
    };
    return (
      <NearMe
        origin={origin}
        request={request}
        onRequest={(mode) => setRequest((last) => ({ mode, id: (last?.id ?? 0) + 1 }))}
        onChange={change}
        geolocation={geolocation}
      />
    );
  }
  render(
    <I18nGate>
      <Harness />
    </I18nGate>,
  );
  return changes;
}

const nearMeButton = () => screen.getByRole('button', { name: 'Near me' });

describe('Near me', () => {
  it('asks for the position only when pressed, then sorts from it and can stop', async () => {
    const fake = fakeGeolocation();
    const changes = renderNearMe(fake.geolocation);
    expect(fake.requests).toHaveLength(0);

    fireEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Finding your location…');

    fake.grant(15.0286, 120.6898);
    expect(changes).toEqual([{ point: { latitude: 15.0286, longitude: 120.6898 }, town: null }]);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('Nearest first, from your location')).toBeTruthy();
    expect(nearMeButton().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Stop sorting by distance' }));
    expect(changes[1]).toBeNull();
    expect(nearMeButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when refused and offers the towns, whose centre the list is then sorted from', async () => {
    const fake = fakeGeolocation();
    const changes = renderNearMe(fake.geolocation);
    fireEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    fake.fail(1);
    expect(screen.getByRole('status').textContent).toMatch(/^Location access is off for this site/);

    const picker = screen.getByLabelText('Your town or city') as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect(picker.options).toHaveLength(23);
    fireEvent.change(picker, { target: { value: 'angeles' } });
    expect(changes).toEqual([{ point: { latitude: 15.145, longitude: 120.5887 }, town: 'angeles' }]);
    expect(await screen.findByText('Nearest first, from Angeles City')).toBeTruthy();
    expect(screen.queryByLabelText('Your town or city')).toBeNull();
  });

  it.each([
    ['no position in time', 3 as const],
    ['the position unavailable', 2 as const],
  ])('offers the towns after %s', async (_case, code) => {
    const fake = fakeGeolocation();
    renderNearMe(fake.geolocation);
    fireEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    fake.fail(code);
    expect(screen.getByRole('status').textContent).toBe("We couldn't get your location. Choose your town instead.");
    expect(screen.getByLabelText('Your town or city')).toBeTruthy();
  });

  it('offers the towns at once where the browser has no geolocation, and in Filipino too', async () => {
    i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
    setLanguage('fil');
    try {
      renderNearMe(null);
      fireEvent.click(await screen.findByRole('button', { name: 'Malapit sa akin' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'Hindi namin makuha ang iyong lokasyon. Piliin na lang ang iyong bayan.',
      );
      expect(screen.getByLabelText('Ang iyong bayan o lungsod')).toBeTruthy();
    } finally {
      cleanup();
      i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
      setLanguage('en');
    }
  });

  it("opens the towns without asking for the position through 'Choose a town'", async () => {
    const fake = fakeGeolocation();
    renderNearMe(fake.geolocation);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a town' }));
    expect(await screen.findByLabelText('Your town or city')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
  });
});

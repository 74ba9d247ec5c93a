import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { LANGUAGE_COOKIE, setLanguage } from './language';
import { createAppI18n } from './messages';

const en = { 'home.title': 'Travel Destinations', 'home.count': '{count, plural, one {# place} other {# places}}' };
const fil = { 'home.title': 'Mga Destinasyon', 'home.count': '{count, plural, other {# lugar}}' };
type Id = keyof typeof en;

function makeApp() {
  const loads: string[] = [];
  const app = createAppI18n<Id>({
    en: async () => (loads.push('en'), { default: en }),
    fil: async () => (loads.push('fil'), { default: fil }),
  });
  function Page() {
    const t = app.useT();
    return (
      <h1>
        {t('home.title')} · {t('home.count', { count: 2 })}
      </h1>
    );
  }
  return { app, loads, Page };
}

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

describe('an app i18n', () => {
  it('loads only the catalog of the language in force and follows a switch', async () => {
    setLanguage('en');
    const { app, loads, Page } = makeApp();
    render(
      <app.I18nGate fallback={<p>loading</p>}>
        <Page />
      </app.I18nGate>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'Travel Destinations · 2 places');
    expect(loads).toEqual(['en']);

    await act(async () => setLanguage('fil'));
    expect(await screen.findByText('Mga Destinasyon · 2 lugar')).toBeTruthy();
    expect(loads).toEqual(['en', 'fil']);
    expect(app.t('home.title')).toBe('Mga Destinasyon');
  });

  it('renders at once when the language is already active', async () => {
    setLanguage('fil');
    const { app, Page } = makeApp();
    await app.activate('fil');
    render(
      <app.I18nGate>
        <Page />
      </app.I18nGate>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Mga Destinasyon · 2 lugar');
  });

  it('puts elements into a message', async () => {
    const app = createAppI18n<'signIn.prompt'>({
      en: async () => ({ 'signIn.prompt': 'Please <0>sign in</0> first' }),
      fil: async () => ({ 'signIn.prompt': 'Mag-<0>sign in</0> muna' }),
    });
    await app.activate('en');
    render(
      <app.I18nGate>
        <p>
          <app.Trans id="signIn.prompt" components={{ 0: <a href="/api/login" /> }} />
        </p>
      </app.I18nGate>,
    );
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/api/login');
  });
});

describe('a catalog in parts (the first screen, then the groups of pages loaded later)', () => {
  const first = { en: { 'nav.home': 'Home' }, fil: { 'nav.home': 'Simula' } };
  const guide = { en: { 'catalog.title': 'Places' }, fil: { 'catalog.title': 'Mga lugar' } };
  const rest = { en: { 'feed.title': 'Community' }, fil: { 'feed.title': 'Komunidad' } };
  type PartId = 'nav.home' | 'catalog.title' | 'feed.title';

  /** `held`: the later parts' downloads wait for `release()`. */
  function makePartedApp({ held = false } = {}) {
    const loads: string[] = [];
    let release = () => {};
    const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    const part =
      (name: string, messages: Record<string, string>, wait = Promise.resolve()) =>
      async () => {
        loads.push(name);
        await wait;
        return { default: messages };
      };
    const app = createAppI18n<PartId>(
      { en: part('first:en', first.en), fil: part('first:fil', first.fil) },
      {
        guide: { en: part('guide:en', guide.en, released), fil: part('guide:fil', guide.fil, released) },
        rest: { en: part('rest:en', rest.en, released), fil: part('rest:fil', rest.fil, released) },
      },
    );
    return { app, loads, release };
  }

  it('loads only the first part until a page asks for its parts, then those parts of every language', async () => {
    const { app, loads } = makePartedApp();
    await app.activate('en');
    expect(loads).toEqual(['first:en']);
    expect(app.t('nav.home')).toBe('Home');

    await app.loadLater(['guide']);
    expect(loads).toEqual(['first:en', 'guide:en']);
    expect(app.t('catalog.title')).toBe('Places');

    await app.activate('fil');
    expect(loads.slice(2).sort()).toEqual(['first:fil', 'guide:fil']);
    expect([app.t('nav.home'), app.t('catalog.title')]).toEqual(['Simula', 'Mga lugar']);

    await app.loadLater();
    expect(loads.slice(4)).toEqual(['rest:fil']);
    expect(app.t('feed.title')).toBe('Komunidad');
  });

  it('asks for later parts before the first activation: they come with it', async () => {
    const { app, loads } = makePartedApp();
    await app.loadLater(['rest']);
    expect(loads).toEqual([]);
    await app.activate('fil');
    expect(loads.sort()).toEqual(['first:fil', 'rest:fil']);
    expect(app.t('feed.title')).toBe('Komunidad');
  });

  it('refuses a part it does not have', async () => {
    const { app, loads } = makePartedApp();
    await app.activate('en');
    await expect(app.loadLater(['guides'])).rejects.toThrow('no catalog part guides');
    expect(loads).toEqual(['first:en']);
  });

  it('shows a message of a part not asked for as blank, never its id, loads every part at once and renders it then', async () => {
    setLanguage('en');
    const { app, loads, release } = makePartedApp({ held: true });
    const missing: string[] = [];
    app.i18n.on('missing', ({ id }) => missing.push(id));
    await app.activate('en');
    function Early() {
      const t = app.useT();
      return <h2>[{t('feed.title')}]</h2>;
    }
    render(
      <app.I18nGate>
        <Early />
      </app.I18nGate>,
    );
    expect(screen.getByRole('heading').textContent).toBe('[]');
    expect(missing).toEqual(['feed.title']);
    expect(loads).toEqual(['first:en', 'guide:en', 'rest:en']);
    await act(async () => release());
    expect(await screen.findByText('[Community]')).toBeTruthy();
    expect(loads).toEqual(['first:en', 'guide:en', 'rest:en']);
  });
});

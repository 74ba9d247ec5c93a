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

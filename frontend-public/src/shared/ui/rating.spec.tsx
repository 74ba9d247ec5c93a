import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import en from '../../i18n/en.json';
import fil from '../../i18n/fil.json';
import { i18n } from '../../i18n/i18n';
import { renderWithStore } from '../../test/render-with-store';
import { Rating } from './rating';

afterEach(() => {
  cleanup();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

/** Issue 32.2: a place without a review shows 'New', never a figure, whatever its rating field says. */
describe.each([
  ['en', en, 'New', '(0 reviews)', '4.5', '(12 reviews)'],
  ['fil', fil, 'Bago', '(0 review)', '4.5', '(12 review)'],
] as const)('Rating in %s', (language, catalog, newWord, none, value, twelve) => {
  it("shows 'New' with no review, even beside a stale rating", async () => {
    i18n.loadAndActivate({ locale: language, locales: i18n.locales, messages: { ...catalog } });
    setLanguage(language);
    await act(async () => void renderWithStore(<Rating rating={4.8} reviewCount={0} />));
    expect(screen.getByTestId('rating').textContent).toContain(newWord);
    expect(screen.getByTestId('rating').textContent).not.toContain('4.8');
    expect(screen.getByTestId('rating').textContent).toContain(none);
  });

  it('shows the rating and the count with reviews', async () => {
    i18n.loadAndActivate({ locale: language, locales: i18n.locales, messages: { ...catalog } });
    setLanguage(language);
    await act(async () => void renderWithStore(<Rating rating={4.5} reviewCount={12} />));
    expect(screen.getByTestId('rating').textContent).toContain(value);
    expect(screen.getByTestId('rating').textContent).toContain(twelve);
  });
});

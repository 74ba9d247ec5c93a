import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import { toApiError } from '@tara/api-client';
import { activate } from '../i18n/i18n';
import { renderWithStore } from '../test/render';
import { errorText } from './api/errors';
import { useFeedback } from './feedback';

/**
 * A write over its rate limit (issue 28.2) answers 429 RATE_LIMITED with details.retryAfterSeconds and Retry-After:
 * the admin's 'Error' toast says to slow down and for how long, in the language in force.
 */
const rateLimited = (retryAfterSeconds: number) =>
  toApiError({
    status: 429,
    data: JSON.stringify({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests',
      details: { bucket: 'writes', scope: 'account', retryAfterSeconds },
    }),
  });

function FailingAction({ error }: { error: unknown }) {
  const feedback = useFeedback();
  return (
    <button type="button" onClick={() => feedback.error(error)}>
      Delete
    </button>
  );
}

afterEach(async () => {
  setLanguage('en');
  await act(async () => activate('en'));
});

describe('the rate-limited toast', () => {
  it("shows 'Error' with the wait in whole minutes", async () => {
    renderWithStore(<FailingAction error={rateLimited(125)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("You're doing that too often. Please wait 3 minutes and try again.")).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('says it in Filipino for a Filipino reader', async () => {
    setLanguage('fil');
    await act(async () => activate('fil'));
    renderWithStore(<FailingAction error={rateLimited(40)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Masyadong madalas mo itong ginagawa. Maghintay ng 1 minuto at subukan ulit.'),
    ).toBeTruthy();
  });

  it('falls back to a minute when the answer names no wait', () => {
    const error = toApiError({ status: 429, data: JSON.stringify({ code: 'RATE_LIMITED', message: 'x' }) });
    expect(errorText(error, (id, values) => `${id} ${JSON.stringify(values)}`)).toBe(
      'errors.rateLimited {"minutes":1}',
    );
  });
});

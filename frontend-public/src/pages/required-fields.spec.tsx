import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@tara/i18n';
import { listResponse, renderCatalogApp } from '../test/catalog-test-kit';
import { postFixture } from '../features/community/community.fixture';
import { translatedErrorMessage } from '../shared/api/error-messages';
import { toApiError } from '../shared/api/api-error';
import { userFixture, withSession } from '../test/auth.fixture';
import { jsonResponse, mockFetch, requestsOf } from '../test/fetch-mock';
import en from '../i18n/en.json';
import fil from '../i18n/fil.json';
import { i18n, t } from '../i18n/i18n';

/**
 * Issue 31.3: a form sent empty says which field is required, in the field's own words and in the reader's
 * language, whether the app notices it first or the API answers it (POST_CONTENT_REQUIRED, or VALIDATION_FAILED
 * naming the missing fields).
 */
const blogger = userFixture({ role: 'verified_blogger' });

const inFilipino = () => {
  i18n.loadAndActivate({ locale: 'fil', locales: i18n.locales, messages: { ...fil } });
  setLanguage('fil');
};

afterEach(() => {
  jest.restoreAllMocks();
  i18n.loadAndActivate({ locale: 'en', locales: i18n.locales, messages: { ...en } });
  setLanguage('en');
});

/** The API of /community for a blogger; a new post is answered by `answerPost`. */
function communityApi(answerPost: () => Response) {
  return mockFetch(
    withSession(blogger, (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/posts' && request.method === 'POST') return answerPost();
      if (url.pathname === '/api/posts/stats') return jsonResponse({ activeMembers: 1, todaysPosts: 0, totalPosts: 1 });
      if (url.pathname === '/api/user/notices') return jsonResponse([]);
      if (url.pathname === '/api/posts') return listResponse([postFixture()]);
      return new Response(null, { status: 404 });
    }),
  );
}

const badRequest = (code: string, field: string, message: string) =>
  jsonResponse(
    { statusCode: 400, code, message, details: { field, fields: [{ field, messages: [message] }] } },
    { status: 400 },
  );

async function sendComposer(text: string) {
  const composer = await screen.findByTestId('composer', {}, { timeout: 10_000 });
  const box = within(composer).getByRole('textbox');
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
  });
}

describe('the composer sent empty', () => {
  it.each([
    ['English', () => undefined, en['community.composer.empty']],
    ['Filipino', inFilipino, fil['community.composer.empty']],
  ])('says the post needs text (%s) and sends nothing', async (_language, activate, expected) => {
    activate();
    const fetch = communityApi(() => jsonResponse(postFixture(), { status: 201 }));
    renderCatalogApp('/community');
    await sendComposer('   ');
    expect(await screen.findByText(expected, {}, { timeout: 5_000 })).toBeTruthy();
    expect(requestsOf(fetch).filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    ['English', () => undefined, en['community.composer.empty']],
    ['Filipino', inFilipino, fil['community.composer.empty']],
  ])("shows the API's POST_CONTENT_REQUIRED in the field's words (%s)", async (_language, activate, expected) => {
    activate();
    // A zero-width space: text to the browser, blank to the API.
    communityApi(() => badRequest('POST_CONTENT_REQUIRED', 'content', 'content is required'));
    renderCatalogApp('/community');
    await sendComposer('\u200b');
    expect(await screen.findByText(expected, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('content is required')).toBeNull();
  });
});

describe('a VALIDATION_FAILED naming missing fields', () => {
  const missing = toApiError({
    status: 400,
    data: {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'firstName is required; email is required',
      details: {
        fields: [
          { field: 'firstName', messages: ['firstName is required'] },
          { field: 'email', messages: ['email is required'] },
          { field: 'lastName', messages: ['lastName must be a string'] },
        ],
      },
    },
  });

  it("says each missing field is required with the form's label, never the API's text", () => {
    expect(translatedErrorMessage(missing, t, 'fallback')).toBe('First name is required Email is required');
    inFilipino();
    expect(translatedErrorMessage(missing, t, 'fallback')).toBe(
      [fil['signUp.firstName'], fil['auth.email']]
        .map((label) => fil['error.fieldRequired'].replace('{field}', label))
        .join(' '),
    );
    expect(translatedErrorMessage(missing, t, 'fallback')).toMatch(/^Kailangan ang /);
  });

  it("keeps the server's sentence for a field that is there but wrong", () => {
    const wrong = toApiError({
      status: 400,
      data: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'email must be an e-mail address',
        details: { fields: [{ field: 'email', messages: ['email must be an e-mail address'] }] },
      },
    });
    expect(translatedErrorMessage(wrong, t, 'fallback')).toBe('email must be an e-mail address');
  });
});

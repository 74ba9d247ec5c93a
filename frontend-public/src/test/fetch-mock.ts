import { jest } from '@jest/globals';

type Handler = (request: Request) => Response | Promise<Response>;

/** Replaces window.fetch for one test; returns the mock so that calls can be counted and inspected. */
export function mockFetch(handler: Handler) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    return handler(request);
  });
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/** The Request objects fetch was called with. */
export function requestsOf(mock: ReturnType<typeof mockFetch>): Request[] {
  return mock.mock.calls.map(([input]) => input as Request);
}

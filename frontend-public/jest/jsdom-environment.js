// jsdom test environment with the WHATWG fetch API of Node (jsdom has none); tests replace fetch with mocks. AbortController and
// AbortSignal come from Node too, so that `new Request(url, { signal })` accepts the signal.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    } = globalThis;
    const window = this.global;
    // Like a browser, resolve relative URLs ('/api/categories') against the page's location.
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
      }
    }
    Object.assign(window, {
      fetch: (input, init) =>
        fetch(typeof input === 'string' ? new URL(input, window.location.href).href : input, init),
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

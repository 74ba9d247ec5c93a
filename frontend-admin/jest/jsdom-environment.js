// jsdom test environment with what Ant Design expects from a browser and jsdom lacks:
// window.matchMedia (responsive observers) TextEncoder/TextDecoder (react-router) and the WHATWG fetch API (for admin data calls to come).
import { TestEnvironment } from 'jest-environment-jsdom';

export default class AdminJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(window, { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone });
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
}

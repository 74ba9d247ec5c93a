// jsdom test environment with what Ant Design expects from a browser and jsdom lacks:
// window.matchMedia (responsive observers), ResizeObserver, TextEncoder/TextDecoder (react-router) and the WHATWG fetch API
// (RTK Query's fetchBaseQuery; tests replace fetch with mocks).
import { TestEnvironment } from 'jest-environment-jsdom';
import { installComputedStyle } from './computed-style.js';

export default class AdminJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    } = globalThis;
    // Like a browser, resolve relative URLs ('/api/users') against the page's location.
    const absolute = (input) => (typeof input === 'string' ? new URL(input, window.location.href).href : input);
    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    Object.assign(window, {
      fetch: (input, init) => fetch(absolute(input), init),
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
    // Tabs, Table and Select measure themselves; jsdom has no layout, so observing is a no-op.
    window.ResizeObserver ??= class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    // rc-select schedules with MessageChannel. Node's keeps the process alive; this one posts through the
    // window's timers, which end with the test environment.
    window.MessageChannel ??= class MessageChannel {
      constructor() {
        const port1 = { onmessage: null, close() {} };
        const port2 = { onmessage: null, close() {} };
        port1.postMessage = (data) => window.setTimeout(() => port2.onmessage?.({ data }), 0);
        port2.postMessage = (data) => window.setTimeout(() => port1.onmessage?.({ data }), 0);
        this.port1 = port1;
        this.port2 = port2;
      }
    };
    // Width queries are answered for window.innerWidth (jsdom: 1024, a desktop; a test may set 360 for a phone), so that
    // Ant Design's responsive columns and Grid.useBreakpoint behave as in a browser of that width.
    const matches = (query) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const max = /max-width:\s*(\d+)px/.exec(query);
      return (
        (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1])) && !!(min || max)
      );
    };
    window.matchMedia = (query) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
    installComputedStyle(window);
  }
}

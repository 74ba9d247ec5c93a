// jsdom test environment with what Ant Design expects from a browser and jsdom lacks:
// window.matchMedia (responsive observers), ResizeObserver, TextEncoder/TextDecoder (react-router) and the WHATWG fetch API (for admin data calls to come).
import { TestEnvironment } from 'jest-environment-jsdom';

export default class AdminJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(window, { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone });
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

// What nginx serves itself: the shell and its first paint, the manifest, precompressed immutable assets, client
// routes, preload hints, the admin origin, and the request ids it hands to the API.
import { gunzipSync } from 'node:zlib';
import { call, json } from '../lib/http-probe.mjs';
import { RUN } from './config.mjs';
import { check, say } from './report.mjs';

export async function staticChecks(web, adminPort) {
  say('nginx: static files, cache headers, compression, client routes, admin origin, request ids');
  const index = await call(`${web}/`);
  check(
    'GET / is the shell, not cached',
    index.status === 200 && /<html/i.test(index.text) && index.headers['cache-control'] === 'no-cache',
    `${index.status} ${index.headers['cache-control']}`,
  );
  await firstPaintCheck(web);
  const remotes = await call(`${web}/remotes.json`);
  check(
    'GET /remotes.json names the admin origin, not cached',
    remotes.status === 200 &&
      json(remotes)?.remotes?.some((r) => r.entry === `http://127.0.0.1:${adminPort}/remoteEntry.js`) &&
      remotes.headers['cache-control'] === 'no-cache',
  );
  await assetCheck(web, index);
  await routeChecks(web, adminPort);
  await requestIdCheck(web);
}

/** Which first paints a page shows: the container, the English hero, the Filipino hero. */
const shown = (html) =>
  [
    /<div id="first-paint">/.test(html),
    /<section class="fp-hero" lang="en">/.test(html),
    /<section class="fp-hero" lang="fil">/.test(html),
  ].join(',');

async function firstPaintCheck(web) {
  const firstPaints = await Promise.all(
    [
      {},
      { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' },
      { 'accept-language': 'de-DE, tl;q=0.8' },
      { 'accept-language': 'fil', cookie: 'tara.lang=en' },
      { cookie: 'tara.signedin=1; tara.lang=fil' },
    ].map(async (headers) => {
      // As a browser asks: gzip accepted (a precompressed index.html would bypass the substitution).
      const page = await call(`${web}/`, { headers: { 'accept-encoding': 'gzip', ...headers } });
      return shown((page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.body) : page.body).toString('utf8'));
    }),
  );
  const elsewhere = shown((await call(`${web}/destinations`, { headers: { 'accept-language': 'fil' } })).text);
  check(
    "GET / shows the landing's first paint in the visitor's language to signed-out visitors, as the API does",
    firstPaints.join(' | ') ===
      'true,true,false | true,false,true | true,false,true | true,true,false | false,false,true' &&
      elsewhere === 'false,false,false',
    `${firstPaints.join(' | ')} | /destinations ${elsewhere}`,
  );
}

async function assetCheck(web, index) {
  const main = /src="\/?(main\.[0-9a-f]+\.js)"/.exec(index.text)?.[1];
  const br = await call(`${web}/${main}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const gz = await call(`${web}/${main}`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    'hashed assets are immutable and sent precompressed (brotli_static, gzip_static)',
    br.status === 200 &&
      /immutable/.test(br.headers['cache-control'] ?? '') &&
      br.headers['content-encoding'] === 'br' &&
      gz.headers['content-encoding'] === 'gzip',
    `${main}: ${br.headers['content-encoding']}, ${gz.headers['content-encoding']}`,
  );
}

async function routeChecks(web, adminPort) {
  const route = await call(`${web}/destinations`);
  const unknown = await call(`${web}/no-such-page`);
  check(
    'client routes get the shell (200), unknown paths the shell with 404',
    route.status === 200 && unknown.status === 404 && /<html/i.test(unknown.text),
  );
  const adminPage = await call(`${web}/admin/reports`);
  check(
    "pages preload the manifest and their remote's entry (Link header)",
    /^<\/remotes\.json>; rel=preload; as=fetch; crossorigin=anonymous, <\/remotes\/public\/remoteEntry\.js>; rel=preload; as=script$/.test(
      route.headers.link ?? '',
    ) &&
      (adminPage.headers.link ?? '').includes(`<http://127.0.0.1:${adminPort}/remoteEntry.js>; rel=preload; as=script`),
    `${route.headers.link} | ${adminPage.headers.link}`,
  );
  const entry = await call(`http://127.0.0.1:${adminPort}/remoteEntry.js`, { headers: { origin: web } });
  check(
    'the admin origin serves remoteEntry.js with CORS for the web origin, not cached',
    entry.status === 200 &&
      entry.headers['access-control-allow-origin'] === web &&
      entry.headers['cache-control'] === 'no-cache',
  );
}

async function requestIdCheck(web) {
  const api = await call(`${web}/api/categories`);
  const sent = await call(`${web}/api/categories`, { headers: { 'x-request-id': `client-chosen-${RUN}` } });
  check(
    '/api answers through nginx with a request id (its own, or the one the client sent)',
    api.status === 200 &&
      /^[0-9a-f]{32}$/.test(api.headers['x-request-id'] ?? '') &&
      sent.headers['x-request-id'] === `client-chosen-${RUN}`,
    api.headers['x-request-id'],
  );
}

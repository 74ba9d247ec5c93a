// HTTP helpers of the scripts that probe a running stack (test-cluster.mjs, test-docker.mjs): plain node:http, no
// dependency, never rejecting, so that a load loop counts failures instead of stopping at the first.
import http from 'node:http';
import net from 'node:net';

/** A fresh connection per request (a probe that must not ride on a kept-alive socket). */
export const directAgent = new http.Agent({ keepAlive: false });

/** One HTTP request; resolves { status, headers, text, body } or { status: 0, error } (never rejects). */
export function call(url, { method = 'GET', headers = {}, body, agent = directAgent, timeoutMs = 20_000 } = {}) {
  return new Promise((resolve) => {
    const payload =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: Object.fromEntries(
          Object.entries({
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          }).filter(([, value]) => value !== undefined),
        ),
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, text: bytes.toString('utf8'), body: bytes });
        });
        res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, headers: res.headers }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, headers: {} }));
    req.end(payload);
  });
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function json(response) {
  try {
    return JSON.parse(response.text);
  } catch {
    return undefined;
  }
}

/** A TCP port free on `host` now (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The admin app's one way to call the API: same-origin JSON with the session cookie.
 *
 * - `apiFetch<T>(path, init)` resolves with the parsed JSON body (undefined for an empty body).
 *   `path` is either '/api/...' or relative to '/api' ('/users' -> '/api/users').
 *   `init.body` may be any JSON value: it is serialised and sent as application/json.
 * - `apiFetchList<T>(path, init)` resolves with `{ data: T[], totalCount }`, the total from X-Total-Count.
 * - Any non-OK answer rejects with an `ApiError` whose message is "<status>: <body text or status text>"
 *   (spec section 8); `serverMessage` is the `message` of the JSON error body when there is one.
 * - A 401 (the session ended) calls the unauthorized handler that the admin app registers: it shows
 *   'Admin access required. Redirecting...' and goes home (spec section 8). Pass `{ handleUnauthorized: false }`
 *   to deal with a 401 yourself (the session check does).
 */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Any JSON value; sent as application/json. */
  body?: unknown;
  /** Default true: a 401 runs the app's unauthorized handler (message and redirect home). */
  handleUnauthorized?: boolean;
}

export interface ListResult<T> {
  data: T[];
  totalCount: number;
}

type UnauthorizedHandler = () => void;

const defaultUnauthorizedHandler: UnauthorizedHandler = () => window.location.assign('/');
let unauthorizedHandler: UnauthorizedHandler = defaultUnauthorizedHandler;

/** The admin app installs its handler on mount; returns a function restoring the previous one. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

export function apiUrl(path: string): string {
  if (path.startsWith(`${API_BASE}/`) || path === API_BASE) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

function parseErrorBody(text: string): { code?: string; message?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const { code, message } = body as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : Array.isArray(message) ? message.join('. ') : undefined,
    };
  } catch {
    return {};
  }
}

async function send(path: string, { body, handleUnauthorized = true, headers, ...init }: ApiInit = {}) {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  const response = await fetch(apiUrl(path), {
    ...init,
    credentials: 'include',
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    const { code, message } = parseErrorBody(text);
    if (response.status === 401 && handleUnauthorized) unauthorizedHandler();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, code, message);
  }
  return { response, text };
}

export async function apiFetch<T>(path: string, init?: ApiInit): Promise<T> {
  const { text } = await send(path, init);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export async function apiFetchList<T>(path: string, init?: ApiInit): Promise<ListResult<T>> {
  const { response, text } = await send(path, init);
  const data = (text === '' ? [] : JSON.parse(text)) as T[];
  const header = Number(response.headers.get('X-Total-Count'));
  return { data, totalCount: Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : data.length };
}

/** What a person should read in an 'Error' toast: the server's sentence, else the spec-8 message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

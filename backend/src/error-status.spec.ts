import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ERROR_STATUS_BY_CODE } from './error-status.js';
import { API_ERROR_CODES } from './swagger.js';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Every `*.errors.ts` of every module, found on disk: a new module is covered by itself. */
function errorFiles(): string[] {
  const modules = path.join(SRC, 'modules');
  const files = readdirSync(modules).flatMap((name) => {
    const domain = path.join(modules, name, 'domain');
    try {
      return readdirSync(domain)
        .filter((file) => file.endsWith('.errors.ts'))
        .map((file) => path.join(domain, file));
    } catch {
      return [];
    }
  });
  // The shared codes (the HTTP layer's, the guards', the write rate limits'): shared/domain/kernel.errors.ts.
  const shared = path.join(SRC, 'shared', 'domain', 'kernel.errors.ts');
  return [...files, shared];
}

/** The string values of the enums a module exports (its error codes). */
async function codesOf(file: string): Promise<string[]> {
  const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return Object.entries(exported)
    .filter(([name, value]) => /ErrorCode$/.test(name) && typeof value === 'object' && value !== null)
    .flatMap(([, value]) =>
      Object.values(value as Record<string, unknown>).filter((code): code is string => typeof code === 'string'),
    );
}

describe('error codes', () => {
  // 503 is the one 5xx a domain code may have: the server is busy and says when to try again (IMAGE_PROCESSING_BUSY).
  it('maps every code of every module to a 4xx status, or 503 for a busy server', async () => {
    const files = errorFiles();
    expect(files.length).toBeGreaterThanOrEqual(7);
    const problems: string[] = [];
    // A code two modules share (INVALID_PASSWORD: users' admin:create, auth's sign-up) is the kernel's.
    const codes = new Set<string>();
    for (const file of files) {
      for (const code of await codesOf(file)) {
        codes.add(code);
        const status = (ERROR_STATUS_BY_CODE as Record<string, number>)[code];
        // INTERNAL (500) is the kernel's answer to an unexpected error, never a domain error's.
        if (code === 'INTERNAL' && status === 500) continue;
        if (status === undefined || status < 400 || (status > 499 && status !== 503)) {
          problems.push(`${path.relative(SRC, file)}: ${code} -> ${status ?? 'no status'}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(codes.size).toBe(Object.keys(ERROR_STATUS_BY_CODE).length);
  });

  it('lists every code in the OpenAPI document for clients', () => {
    for (const code of Object.keys(ERROR_STATUS_BY_CODE)) expect(API_ERROR_CODES).toContain(code);
    expect(API_ERROR_CODES).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'NOT_FOUND', 'INTERNAL']));
  });
});

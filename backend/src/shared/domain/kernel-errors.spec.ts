import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every file of src/ that defines an error-code enum (`export enum ...ErrorCode`), found on disk. */
function enumFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return enumFiles(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return /export enum \w*ErrorCode\b/.test(readFileSync(full, 'utf8')) ? [full] : [];
  });
}

describe('error codes are unique across modules', () => {
  it('defines each code string in one enum only: the shared ones in the kernel, the others in their module', async () => {
    const files = enumFiles();
    expect(files.map((file) => path.relative(SRC, file))).toContain(path.join('shared', 'domain', 'kernel.errors.ts'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    const definedBy = new Map<string, string[]>();
    for (const file of files) {
      const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        if (!/ErrorCode$/.test(name) || typeof value !== 'object' || value === null) continue;
        for (const [member, code] of Object.entries(value as Record<string, unknown>)) {
          if (typeof code !== 'string') continue;
          definedBy.set(code, [...(definedBy.get(code) ?? []), `${name}.${member}`]);
        }
      }
    }
    const twice = [...definedBy]
      .filter(([, where]) => where.length > 1)
      .map(([code, where]) => `${code}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });
});

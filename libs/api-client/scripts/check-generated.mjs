// The contract check of `npm test`: rebuilds the OpenAPI document from the backend (built by Nx first) and the client
// generated from it, and fails when either differs from what is committed. A backend change that alters the API
// without `npm run openapi` fails CI here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';

const libDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(libDir, '..', '..');
const cli = path.join(repoRoot, 'backend', 'dist', 'openapi', 'openapi-document.cli.js');
const { default: config } = await import(path.join(libDir, 'codegen.config.cjs'));

if (!existsSync(cli))
  fail(`${path.relative(repoRoot, cli)} is missing: build the backend first (npx nx run backend:build)`);

const scratch = mkdtempSync(path.join(tmpdir(), 'tara-openapi-'));
const stale = [];
try {
  const document = path.join(scratch, 'openapi.json');
  execFileSync(process.execPath, [cli, document], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (read(document) !== read(path.join(libDir, 'openapi.json'))) stale.push('libs/api-client/openapi.json');

  // Each output file (generated.ts and the parts loaded later) generated next to the real one, so that its import of
  // the base api resolves the same way.
  process.chdir(libDir);
  for (const [index, options] of parseConfig(config).entries()) {
    const candidate = path.join('src', `.generated-check-${process.pid}-${index}.ts`);
    try {
      await generateEndpoints({ ...options, schemaFile: document, outputFile: candidate });
      if (read(path.join(libDir, candidate)) !== read(path.join(libDir, options.outputFile))) {
        stale.push(`libs/api-client/${path.normalize(options.outputFile)}`);
      }
    } finally {
      rmSync(path.join(libDir, candidate), { force: true });
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (stale.length > 0) {
  fail(
    `The API contract changed but ${stale.join(' and ')} ${stale.length > 1 ? 'were' : 'was'} not regenerated: run \`npm run openapi\` and commit the result.`,
  );
}
console.log('API client is up to date with the backend (openapi.json and every src/generated*.ts)');

function read(file) {
  return readFileSync(file, 'utf8');
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

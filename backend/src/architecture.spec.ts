import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The hexagonal layer rule of STYLE.md, checked on every file: domain/ and application/ import no framework
 * (Nest, Swagger, TypeORM, pg, Express, class-validator/transformer) and no adapter (infrastructure/, http/).
 * ESLint enforces the same rule in the editor (root eslint.config.js); this test keeps it in `npm test`.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

const FORBIDDEN_PACKAGES = [/^@nestjs\//, /^typeorm(\/|$)/, /^pg(\/|$)/, /^express(\/|$)/, /^express-/, /^class-validator$/, /^class-transformer$/];
const FORBIDDEN_FOLDERS = ['infrastructure', 'http'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier of a file: import/export ... from, side-effect imports, import(), require(). */
function importsOf(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

function violations(file: string, source: string): string[] {
  return importsOf(source).flatMap((specifier) => {
    if (FORBIDDEN_PACKAGES.some((pattern) => pattern.test(specifier))) return [`${file} imports ${specifier}`];
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier).split(path.sep);
      if (FORBIDDEN_FOLDERS.some((folder) => target.includes(folder))) return [`${file} imports adapter ${specifier}`];
    }
    return [];
  });
}

describe('architecture: domain/ and application/ stay framework-free', () => {
  const inner = sourceFiles(SRC).filter((file) => {
    const parts = path.relative(SRC, file).split(path.sep);
    return parts.includes('domain') || parts.includes('application');
  });

  it('finds the inner-layer files to check', () => {
    const relative = inner.map((file) => path.relative(SRC, file));
    expect(relative).toEqual(
      expect.arrayContaining([
        path.join('modules', 'categories', 'domain', 'category.ts'),
        path.join('modules', 'categories', 'application', 'list-categories.query.ts'),
        path.join('modules', 'categories', 'application', 'ports', 'category.repository.ts'),
      ]),
    );
  });

  it('no domain/ or application/ file imports a framework or an adapter', () => {
    const found = inner.flatMap((file) => violations(path.relative(SRC, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check itself catches every kind of forbidden import', () => {
    const file = path.join('modules', 'x', 'application', 'y.use-case.ts');
    const bad = [
      `import { Injectable } from '@nestjs/common';`,
      `import { ApiProperty } from "@nestjs/swagger";`,
      `import type { Repository } from 'typeorm';`,
      `import { Pool } from 'pg';`,
      `import express from 'express';`,
      `import { IsEnum } from 'class-validator';`,
      `export { XOrmEntity } from '../infrastructure/x.orm-entity.js';`,
      `const c = await import('../http/x.controller.js');`,
      `import {\n  Foo,\n} from '../../y/http/dto/y.response.js';`,
    ];
    expect(bad.map((line) => violations(file, line).length)).toEqual(bad.map(() => 1));
    expect(violations(file, `import { Category } from '../domain/category.js';\nimport { randomUUID } from 'node:crypto';`)).toEqual([]);
  });
});

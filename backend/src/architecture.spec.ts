import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The architecture of STYLE.md and DESIGN.md 2, checked on every file:
 * - layers: domain/ and application/ import no framework (Nest, Swagger, TypeORM, pg, Express, class-validator/
 *   transformer) and no adapter (infrastructure/, http/); ESLint says the same in the editor (root eslint.config.js);
 * - modules: a module's domain/ and application/ import only their own module and shared/, plus catalog/domain when
 *   the module is a place, plus the dependencies declared in MODULE_DEPENDENCIES below; another module's data is
 *   reached only through a port of the module's own;
 * - adapters import another module's ORM entity only for a relation declared in ORM_RELATIONS below.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

const FORBIDDEN_PACKAGES = [
  /^@nestjs\//,
  /^typeorm(\/|$)/,
  /^pg(\/|$)/,
  /^express(\/|$)/,
  /^express-/,
  /^class-validator$/,
  /^class-transformer$/,
];
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

/** Modules that are places: their inner layers build on the catalog's shared rules (catalog/domain). */
const PLACES = new Set(['destinations', 'services']);

/**
 * Cross-module dependencies of inner layers: none. Auth signs in the users module's accounts through its own ports
 * (AccountDirectory, PasswordLinks), whose adapters call the use cases UsersModule exports.
 */
const MODULE_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {};
/**
 * What test support (application/testing, *.spec.ts) may use: the whole of the modules it builds on (their fakes, and
 * their use cases to answer its ports or set a scene).
 */
const TEST_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  auth: ['users/application', 'users/domain'],
};

/**
 * The ORM relations between modules, declared once: a place's category (the category join of every list), and the
 * owner of an API token or an OpenID Connect identity (the users row they belong to).
 */
const ORM_RELATIONS: ReadonlyArray<readonly [from: string, to: string]> = [
  [
    'modules/destinations/infrastructure/destination.orm-entity.ts',
    'modules/categories/infrastructure/category.orm-entity.ts',
  ],
  ['modules/services/infrastructure/service.orm-entity.ts', 'modules/categories/infrastructure/category.orm-entity.ts'],
  ['modules/auth/infrastructure/api-token.orm-entity.ts', 'modules/users/infrastructure/user.orm-entity.ts'],
  ['modules/auth/infrastructure/user-identity.orm-entity.ts', 'modules/users/infrastructure/user.orm-entity.ts'],
  // A review's place and author (the foreign keys of reviews).
  [
    'modules/reviews/infrastructure/review.orm-entity.ts',
    'modules/destinations/infrastructure/destination.orm-entity.ts',
  ],
  ['modules/reviews/infrastructure/review.orm-entity.ts', 'modules/services/infrastructure/service.orm-entity.ts'],
  ['modules/reviews/infrastructure/review.orm-entity.ts', 'modules/users/infrastructure/user.orm-entity.ts'],
  [
    'modules/reviews/infrastructure/review-stats.orm-entity.ts',
    'modules/destinations/infrastructure/destination.orm-entity.ts',
  ],
  [
    'modules/reviews/infrastructure/review-stats.orm-entity.ts',
    'modules/services/infrastructure/service.orm-entity.ts',
  ],
];

/** modules/<name>/<layer>/... -> { module, layer }; anything else (shared/, database/...) -> null. */
function placeOf(relative: string): { module: string; layer: string; rest: string } | null {
  const parts = relative.split(/[\\/]/);
  if (parts[0] !== 'modules' || parts.length < 3) return null;
  return { module: parts[1], layer: parts[2], rest: parts.slice(2).join('/') };
}

/** Violations of the module rules by one file (`file` relative to src/, as in the repository). */
export function moduleViolations(file: string, source: string): string[] {
  const from = placeOf(file);
  if (!from) return [];
  const isTestSupport = /\.spec\.ts$/.test(file) || from.rest.startsWith('application/testing/');
  return importsOf(source).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const target = path.posix
      .normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), specifier))
      .replace(/\.js$/, '.ts');
    const to = placeOf(target);
    if (!to || to.module === from.module) return [];
    if (from.layer === 'domain' || from.layer === 'application') {
      const allowed = [
        ...(PLACES.has(from.module)
          ? ['catalog/domain', ...(isTestSupport ? ['catalog/application/testing'] : [])]
          : []),
        ...(MODULE_DEPENDENCIES[from.module] ?? []),
        ...(isTestSupport ? (TEST_DEPENDENCIES[from.module] ?? []) : []),
      ];
      const where = `${to.module}/${to.rest}`;
      if (allowed.some((prefix) => where.startsWith(`${prefix}/`))) return [];
      return [`${file} imports ${specifier}: another module's ${to.layer}/ (only through a port of its own)`];
    }
    if (
      target.endsWith('.orm-entity.ts') &&
      !ORM_RELATIONS.some(([a, b]) => a === file.split(path.sep).join('/') && b === target)
    ) {
      return [`${file} imports ${specifier}: another module's ORM entity without a declared relation`];
    }
    return [];
  });
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

describe('architecture: modules depend on each other only as declared', () => {
  const files = sourceFiles(SRC).map((file) => path.relative(SRC, file));

  it('no module reaches into another except through its own ports and the declared relations', () => {
    const found = files.flatMap((file) => moduleViolations(file, readFileSync(path.join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it("the check itself catches a module reading another module's data directly", () => {
    const communityUseCase = 'modules/community/application/x.use-case.ts';
    expect(
      moduleViolations(
        communityUseCase,
        `import { UserRepository } from '../../users/application/ports/user.repository.js';`,
      ),
    ).toHaveLength(1);
    expect(moduleViolations(communityUseCase, `import type { User } from '../../users/domain/user.js';`)).toHaveLength(
      1,
    );
    expect(moduleViolations(communityUseCase, `import { Place } from '../../catalog/domain/place.js';`)).toHaveLength(
      1,
    );
    expect(
      moduleViolations('modules/services/domain/x.ts', `import { Place } from '../../catalog/domain/place.js';`),
    ).toEqual([]);
    expect(
      moduleViolations('modules/services/domain/x.ts', `import { X } from '../../destinations/domain/destination.js';`),
    ).toHaveLength(1);
    expect(
      moduleViolations(
        'modules/auth/application/x.ts',
        `import { UserRepository } from '../../users/application/ports/user.repository.js';`,
      ),
    ).toHaveLength(1);
    expect(
      moduleViolations('modules/auth/application/x.ts', `import { User } from '../../users/domain/user.js';`),
    ).toHaveLength(1);
    expect(
      moduleViolations('modules/auth/application/x.spec.ts', `import { User } from '../../users/domain/user.js';`),
    ).toEqual([]);
    expect(
      moduleViolations(
        'modules/users/application/x.ts',
        `import { ApiTokenRepository } from '../../auth/application/ports/api-token.repository.js';`,
      ),
    ).toHaveLength(1);
    expect(moduleViolations(communityUseCase, `import { Clock } from '../../../shared/time/clock.js';`)).toEqual([]);
    const adapter = 'modules/community/infrastructure/typeorm-post.repository.ts';
    expect(
      moduleViolations(adapter, `import { UserOrmEntity } from '../../users/infrastructure/user.orm-entity.js';`),
    ).toHaveLength(1);
    expect(
      moduleViolations(
        'modules/destinations/infrastructure/destination.orm-entity.ts',
        `import { CategoryOrmEntity } from '../../categories/infrastructure/category.orm-entity.js';`,
      ),
    ).toEqual([]);
  });
});

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
    expect(
      violations(file, `import { Category } from '../domain/category.js';\nimport { randomUUID } from 'node:crypto';`),
    ).toEqual([]);
  });
});

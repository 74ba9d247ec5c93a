import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Parameterised SQL only (issue 14, point 3). Every template string passed as the SQL of a `query(...)` or
 * `x.query(...)` call anywhere in backend/src, or as a SQL fragment to a TypeORM query builder (`where`, `andWhere`,
 * `orWhere`, `having`, `orderBy`, `select`, `groupBy`... and a join's condition), may interpolate only:
 *   1. constants: an UPPER_CASE identifier (declared `const` in the file or imported), or a property of one
 *      (`TABLE.name`), or of a `for (const x of UPPER_CASE_LIST | [literals])` loop variable;
 *   2. SQL builders: anything imported from a `*.sql.ts` module (those build SQL text from constants and `$n`
 *      placeholders, and push the values to the parameter list: catalog/infrastructure/*.sql.ts);
 *   3. placeholders: right after a `$`, a number: a numeric literal, `list.length`, `list.push(...)`, or a sum or
 *      difference of those (`$${params.length}`, `$${params.length - 1}`);
 *   4. a local `const` whose value follows these rules itself: a string, a template of rule-abiding parts, a
 *      conditional or `??` / `||` / `+` of such, or `list.join('literal')` where `list` is a const array whose
 *      initial elements and every `list.push(...)` in the file are rule-abiding; `escapeIdentifier(...)` /
 *      `escapeLiteral(...)` (pg's escaping) are allowed too;
 *   5. a call of a function declared at the top of the same file whose every `return` follows these rules (a small
 *      local builder such as `filterSql(filter, params)`; its parameters count as values, not as SQL).
 * Anything else must carry, on the line of the call or the line above it, a comment `// sql-safe: <why>`.
 * The rule is syntactic (TypeScript's parser, no type information), so it is fast and does not guess.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const UPPER_CASE = /^[A-Z][A-Z0-9_]*$/;
const ANNOTATION = /\/\/\s*sql-safe:\s*\S/;
const ESCAPERS = new Set(['escapeIdentifier', 'escapeLiteral']);

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly expression: string;
}

class FileChecker {
  private readonly imports = new Map<string, string>();
  private readonly lines: string[];

  constructor(
    private readonly file: string,
    private readonly source: ts.SourceFile,
  ) {
    this.lines = source.text.split('\n');
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) this.imports.set(clause.name.text, from);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) this.imports.set(element.name.text, from);
      if (bindings && ts.isNamespaceImport(bindings)) this.imports.set(bindings.name.text, from);
    }
  }

  violations(): Violation[] {
    const found: Violation[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        for (const index of sqlArguments(node)) {
          const sql = node.arguments[index];
          if (!sql || !ts.isTemplateExpression(sql) || this.annotated(node)) continue;
          for (const bad of this.unsafeSpans(sql, 0)) {
            found.push({ file: this.file, line: this.lineOf(bad), expression: bad.getText(this.source) });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    return found;
  }

  private lineOf(node: ts.Node): number {
    return this.source.getLineAndCharacterOfPosition(node.getStart(this.source)).line + 1;
  }

  private annotated(call: ts.CallExpression): boolean {
    const line = this.lineOf(call) - 1;
    return [line, line - 1].some((index) => index >= 0 && ANNOTATION.test(this.lines[index] ?? ''));
  }

  /** The interpolated expressions of a template that break the rules. */
  private unsafeSpans(template: ts.TemplateExpression, depth: number): ts.Expression[] {
    const bad: ts.Expression[] = [];
    let before = template.head.text;
    for (const span of template.templateSpans) {
      const ok = before.endsWith('$')
        ? isPlaceholder(span.expression, this, depth)
        : this.isSafe(span.expression, depth + 1);
      if (!ok) bad.push(span.expression);
      before = span.literal.text;
    }
    return bad;
  }

  isSafe(expression: ts.Expression, depth: number): boolean {
    if (depth > 12) return false;
    const e = unwrap(expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isNumericLiteral(e)) return true;
    if (ts.isTemplateExpression(e)) return this.unsafeSpans(e, depth).length === 0;
    if (ts.isConditionalExpression(e)) return this.isSafe(e.whenTrue, depth + 1) && this.isSafe(e.whenFalse, depth + 1);
    if (ts.isBinaryExpression(e)) {
      const operator = e.operatorToken.kind;
      const combines = [
        ts.SyntaxKind.PlusToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.BarBarToken,
      ].includes(operator);
      return combines && this.isSafe(e.left, depth + 1) && this.isSafe(e.right, depth + 1);
    }
    if (ts.isIdentifier(e)) return this.isSafeIdentifier(e, depth);
    if (ts.isPropertyAccessExpression(e)) return this.isConstantObject(e.expression, depth);
    // A constant's value, whatever the key (an unknown key reads undefined or an inherited member, never the key).
    if (ts.isElementAccessExpression(e)) return this.isConstantObject(e.expression, depth);
    if (ts.isCallExpression(e)) {
      const callee = e.expression;
      if (ts.isIdentifier(callee) && this.fromSqlBuilder(callee.text)) return true;
      if (ts.isIdentifier(callee)) return this.isSafeLocalBuilder(callee.text, depth + 1);
      if (ts.isPropertyAccessExpression(callee)) {
        if (ESCAPERS.has(callee.name.text)) return true;
        if (ts.isIdentifier(callee.expression) && this.fromSqlBuilder(callee.expression.text)) return true;
        if (callee.name.text === 'join' && e.arguments.every((argument) => this.isSafe(argument, depth + 1))) {
          return this.isSafeList(callee.expression, depth + 1);
        }
      }
    }
    return false;
  }

  private readonly builders = new Map<string, boolean>();

  /** A top-level function of this file whose every return value is rule-abiding SQL text. */
  private isSafeLocalBuilder(name: string, depth: number): boolean {
    const known = this.builders.get(name);
    if (known !== undefined) return known;
    const declaration = this.source.statements.find(
      (statement): statement is ts.FunctionDeclaration =>
        ts.isFunctionDeclaration(statement) && statement.name?.text === name,
    );
    if (!declaration?.body) return false;
    this.builders.set(name, false); // recursion: not safe until shown safe
    const returns: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) returns.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(declaration.body, visit);
    const safe = returns.length > 0 && returns.every((expression) => this.isSafe(expression, depth + 1));
    this.builders.set(name, safe);
    return safe;
  }

  private fromSqlBuilder(name: string): boolean {
    const from = this.imports.get(name);
    return from !== undefined && /\.sql(\.js)?$/.test(from);
  }

  private isSafeIdentifier(identifier: ts.Identifier, depth: number): boolean {
    const name = identifier.text;
    if (this.fromSqlBuilder(name)) return true;
    if (this.imports.has(name)) return UPPER_CASE.test(name);
    const declaration = findConst(name, identifier);
    if (!declaration) return false;
    if (declaration.kind === 'loop') return this.isSafeList(declaration.iterable, depth + 1);
    if (UPPER_CASE.test(name)) return true;
    return declaration.initializer !== undefined && this.isSafe(declaration.initializer, depth + 1);
  }

  /** `UPPER_CASE`, `UPPER_CASE.x`, or a loop variable over a constant list: an object whose properties are constants. */
  private isConstantObject(expression: ts.Expression, depth: number): boolean {
    const e = unwrap(expression);
    if (ts.isIdentifier(e)) {
      if (UPPER_CASE.test(e.text) && (this.imports.has(e.text) || findConst(e.text, e))) return true;
      const declaration = findConst(e.text, e);
      return declaration?.kind === 'loop' && this.isSafeList(declaration.iterable, depth + 1);
    }
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e))
      return this.isConstantObject(e.expression, depth + 1);
    return false;
  }

  /**
   * A list of safe SQL fragments: an array literal of safe elements (spread included), an UPPER_CASE constant list,
   * a copy of one (`[...LIST]`, `.reverse()`, `.slice()`, `.filter()`), or a const array whose every push is safe.
   */
  private isSafeList(expression: ts.Expression, depth: number): boolean {
    if (depth > 12) return false;
    const e = unwrap(expression);
    if (ts.isArrayLiteralExpression(e)) {
      return e.elements.every((element) =>
        ts.isSpreadElement(element)
          ? this.isSafeList(element.expression, depth + 1)
          : this.isSafe(element, depth + 1) ||
            this.isConstantObject(element, depth + 1) ||
            ts.isObjectLiteralExpression(element),
      );
    }
    if (
      ts.isCallExpression(e) &&
      ts.isPropertyAccessExpression(e.expression) &&
      ['reverse', 'slice', 'filter', 'concat'].includes(e.expression.name.text)
    ) {
      return this.isSafeList(e.expression.expression, depth + 1) && e.expression.name.text !== 'concat';
    }
    if (!ts.isIdentifier(e)) return false;
    if (UPPER_CASE.test(e.text) && (this.imports.has(e.text) || findConst(e.text, e))) return true;
    const declaration = findConst(e.text, e);
    if (
      !declaration ||
      declaration.kind !== 'const' ||
      !declaration.initializer ||
      !this.isSafeList(declaration.initializer, depth + 1)
    )
      return false;
    return this.pushesOf(e.text, declaration.scope).every((call) =>
      call.arguments.every((argument) => this.isSafe(argument, depth + 1)),
    );
  }

  private pushesOf(name: string, scope: ts.Node): ts.CallExpression[] {
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['push', 'unshift', 'splice'].includes(node.expression.name.text)
      ) {
        const target = unwrap(node.expression.expression);
        if (ts.isIdentifier(target) && target.text === name) calls.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(scope);
    return calls;
  }
}

/** Methods whose arguments at these positions are SQL text: query() and TypeORM's query-builder fragments. */
const SQL_METHODS: Readonly<Record<string, readonly number[]>> = {
  query: [0],
  where: [0],
  andWhere: [0],
  orWhere: [0],
  having: [0],
  andHaving: [0],
  orHaving: [0],
  orderBy: [0],
  addOrderBy: [0],
  select: [0],
  addSelect: [0],
  groupBy: [0],
  addGroupBy: [0],
  innerJoin: [2],
  leftJoin: [2],
  innerJoinAndSelect: [2],
  leftJoinAndSelect: [2],
};

/** The argument positions holding SQL text: `query(sql)`, `x.query(sql)`, `qb.where(sql)`... (none for other calls). */
function sqlArguments(call: ts.CallExpression): readonly number[] {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'query' ? [0] : [];
  if (ts.isPropertyAccessExpression(callee))
    return Object.hasOwn(SQL_METHODS, callee.name.text) ? SQL_METHODS[callee.name.text] : [];
  return [];
}

function unwrap(expression: ts.Expression): ts.Expression {
  let e = expression;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

/** A placeholder number: 3, list.length, list.push(...), or + / - of those. */
function isPlaceholder(expression: ts.Expression, checker: FileChecker, depth: number): boolean {
  const e = unwrap(expression);
  if (ts.isNumericLiteral(e)) return true;
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'length') return true;
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'push')
    return true;
  if (ts.isBinaryExpression(e) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken].includes(e.operatorToken.kind)) {
    return isPlaceholder(e.left, checker, depth + 1) && isPlaceholder(e.right, checker, depth + 1);
  }
  if (ts.isIdentifier(e)) {
    const declaration = findConst(e.text, e);
    return (
      declaration?.kind === 'const' &&
      declaration.initializer !== undefined &&
      isPlaceholder(declaration.initializer, checker, depth + 1)
    );
  }
  return false;
}

type ConstDeclaration =
  | { kind: 'const'; initializer: ts.Expression | undefined; scope: ts.Node }
  | { kind: 'loop'; iterable: ts.Expression; scope: ts.Node };

/** The `const name = ...` (or `for (const name of ...)`) visible from `from`, searching the enclosing scopes outwards. */
function findConst(name: string, from: ts.Node): ConstDeclaration | undefined {
  for (let node: ts.Node | undefined = from.parent; node; node = node.parent) {
    if (
      ts.isForOfStatement(node) &&
      ts.isVariableDeclarationList(node.initializer) &&
      node.initializer.flags & ts.NodeFlags.Const
    ) {
      const [declaration] = node.initializer.declarations;
      if (declaration && ts.isIdentifier(declaration.name) && declaration.name.text === name)
        return { kind: 'loop', iterable: node.expression, scope: node };
    }
    const statements =
      ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node) ? node.statements : undefined;
    if (!statements) continue;
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
          return { kind: 'const', initializer: declaration.initializer, scope: node };
      }
    }
  }
  return undefined;
}

/** The rule's violations in one file's text. */
export function sqlInterpolationViolations(file: string, text: string): Violation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return new FileChecker(file, source).violations();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('SQL text interpolates only constants, SQL builders and placeholders', () => {
  it('holds for every query(...) call and query-builder fragment in backend/src', () => {
    const files = sourceFiles(SRC);
    const violations = files.flatMap((file) =>
      sqlInterpolationViolations(path.relative(SRC, file), readFileSync(file, 'utf8')),
    );
    expect(violations.map((v) => `${v.file}:${v.line} interpolates \${${v.expression}}`)).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });

  it('catches user input interpolated into SQL, and accepts constants, builders and placeholders', () => {
    const bad = `
      export async function find(manager: EntityManager, email: string, sort: string, filter: { search: string }) {
        await manager.query(\`SELECT * FROM users WHERE email = '\${email}'\`);
        await this.db.query(\`SELECT * FROM posts ORDER BY \${sort}\`);
        const where = [\`name ILIKE '%\${filter.search}%'\`];
        await query(\`SELECT 1 FROM places WHERE \${where.join(' AND ')}\`);
        const parts: string[] = [];
        parts.push(\`a = \${email}\`);
        await manager.query(\`SELECT 1 \${parts.join(' ')}\`);
        await manager.query(\`SELECT 1 LIMIT $\${email}\`);
        for (const table of tables) await manager.query(\`DROP TABLE \${table}\`);
        await manager.query(\`SELECT 1 \${leaky(email)}\`);
        await manager.createQueryBuilder().select('u').from('users', 'u').where(\`u.email = '\${email}'\`).orderBy(\`u.\${sort}\`).getMany();
      }
      function leaky(text: string): string {
        return \`WHERE name = '\${text}'\`;
      }`;
    expect(sqlInterpolationViolations('bad.ts', bad).map((v) => v.expression)).toEqual([
      'email',
      'sort',
      "where.join(' AND ')",
      "parts.join(' ')",
      'email',
      'table',
      'leaky(email)',
      'sort', // the builder chain is read from its last call inwards: orderBy(...) before where(...)
      'email',
    ]);

    const good = `
      import { SESSIONS_TABLE } from './session.js';
      import { placeSelectSql, searchConditions } from './place-list.sql.js';
      const PLACES = { table: 'destinations' } as const;
      const INDEXES = [{ name: 'a_idx', table: 'a' }];
      export async function list(manager: EntityManager, filter: { search?: string }, id: string) {
        const params: unknown[] = [];
        const where: string[] = ['TRUE'];
        if (filter.search !== undefined) {
          params.push(filter.search);
          where.push(\`name ILIKE $\${params.length}\`);
        }
        const whereSql = where.length ? \`WHERE \${where.join(' AND ')}\` : '';
        await manager.query(\`SELECT * FROM \${PLACES.table} \${whereSql} LIMIT $\${params.push(20)} OFFSET $\${params.length - 1}\`, params);
        await manager.query(\`\${placeSelectSql(PLACES)} WHERE \${searchConditions(filter, params)}\`, params);
        await manager.query(\`DELETE FROM \${SESSIONS_TABLE} WHERE sid = $1\`, [id]);
        for (const index of [...INDEXES].reverse()) await manager.query(\`DROP INDEX \${index.name}\`);
        for (const table of ['a', 'b']) await manager.query(\`DROP TABLE \${table}\`);
        await client.query(\`CREATE DATABASE \${client.escapeIdentifier(id)}\`);
        // sql-safe: the column comes from a fixed map of sort orders
        await manager.query(\`SELECT 1 ORDER BY \${sortColumn}\`);
        await manager.query(\`SELECT 1 FROM t \${filterSql(filter, params)}\`, params);
        const SEARCH = 'lower(u.email)';
        await manager.createQueryBuilder().select('u').from('users', 'u').where(\`\${SEARCH} LIKE :pattern\`, { pattern: \`%\${id}%\` }).getMany();
      }
      function filterSql(filter: { search?: string }, params: unknown[]): string {
        const where: string[] = [];
        if (filter.search !== undefined) where.push(\`name = $\${params.push(filter.search)}\`);
        return where.length > 0 ? \`WHERE \${where.join(' AND ')}\` : '';
      }`;
    expect(sqlInterpolationViolations('good.ts', good)).toEqual([]);
  });
});

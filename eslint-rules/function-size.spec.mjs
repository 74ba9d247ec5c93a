// The size rule: components up to 150 counted lines, other functions up to 80 (run: node --test eslint-rules/).
import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './function-size.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = after;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

/** A function of `lines` counted lines in all: its head, `lines - 2` statements and its closing brace. */
function body(lines, { blank = 0, comments = 0 } = {}) {
  const statements = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`);
  const padding = [...Array(blank).fill(''), ...Array(comments).fill('  // a note that does not count')];
  return [...padding, ...statements].join('\n');
}

tester.run('house/function-size', rule, {
  valid: [
    { code: `function helper() {\n${body(80)}\n}` },
    { code: `const helper = () => {\n${body(80, { blank: 30, comments: 30 })}\n};` },
    { code: `function PostCard() {\n${body(150)}\n  return null;\n}`.replace('const v0 = 0;', '') },
    { code: `const PostCard = memo(function PostCard() {\n${body(150)}\n});` },
  ],
  invalid: [
    {
      code: `function helper() {\n${body(81)}\n}`,
      errors: [{ messageId: 'tooLong', data: { kind: 'Function', name: 'helper', lines: 81, limit: 80 } }],
    },
    {
      code: `class Store { load() {\n${body(81)}\n} }`,
      errors: [{ messageId: 'tooLong', data: { kind: 'Function', name: 'load', lines: 81, limit: 80 } }],
    },
    {
      code: `const PostCard = () => {\n${body(151)}\n};`,
      errors: [{ messageId: 'tooLong', data: { kind: 'Component', name: 'PostCard', lines: 151, limit: 150 } }],
    },
    {
      code: `items.map(function () {\n${body(81)}\n});`,
      errors: [{ messageId: 'tooLong', data: { kind: 'Function', name: '(anonymous)', lines: 81, limit: 80 } }],
    },
  ],
});

// house/function-size: no React component over 150 lines and no other function over 80 (issue 30, STYLE.md).
// A component is a function whose name starts with a capital letter (`function PostCard`, `const PostCard = () =>`,
// `memo(function PostCard ...)`). Blank lines and comment-only lines do not count, as in ESLint's max-lines-per-function.

const LIMITS = { component: 150, function: 80 };

function nameOf(node) {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (parent?.type === 'CallExpression' && parent.parent?.type === 'VariableDeclarator') {
    return parent.parent.id.type === 'Identifier' ? parent.parent.id.name : undefined;
  }
  if ((parent?.type === 'MethodDefinition' || parent?.type === 'Property') && parent.key.type === 'Identifier') {
    return parent.key.name;
  }
  return undefined;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Keep components under 150 lines and functions under 80: state in hooks, markup in parts.' },
    schema: [],
    messages: {
      tooLong: '{{kind}} {{name}} has {{lines}} lines (limit {{limit}}): split it by concern (docs/architecture.md).',
    },
  },
  create(context) {
    const source = context.sourceCode;
    const commentLines = new Set();
    for (const comment of source.getAllComments()) {
      for (let line = comment.loc.start.line; line <= comment.loc.end.line; line++) commentLines.add(line);
    }
    function countLines(node) {
      let count = 0;
      for (let line = node.loc.start.line; line <= node.loc.end.line; line++) {
        const text = source.lines[line - 1].trim();
        if (text === '') continue;
        if (commentLines.has(line) && !lineHasCode(line, text)) continue;
        count++;
      }
      return count;
    }
    function lineHasCode(line, text) {
      // A line that holds a comment counts when it also holds code before the comment starts.
      return !(text.startsWith('//') || text.startsWith('/*') || text.startsWith('*'));
    }
    function check(node) {
      const name = nameOf(node);
      const kind = name && /^[A-Z]/.test(name) ? 'component' : 'function';
      const limit = LIMITS[kind];
      const lines = countLines(node);
      if (lines > limit) {
        context.report({
          node,
          messageId: 'tooLong',
          data: { kind: kind === 'component' ? 'Component' : 'Function', name: name ?? '(anonymous)', lines, limit },
        });
      }
    }
    return { FunctionDeclaration: check, FunctionExpression: check, ArrowFunctionExpression: check };
  },
};

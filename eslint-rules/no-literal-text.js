// house/no-literal-text: every word a visitor reads comes from the app's message catalog (issue 31), so that the
// Filipino rendering has no English left in it. Reported in frontend-*/src/**/*.tsx:
//   - JSX text with a letter in it (`<th>Address</th>`) and a string literal as a JSX child (`{'Address'}`),
//   - a literal in a visible or spoken attribute (`aria-label="Close"`, title, placeholder, alt, label, okText...),
//   - a literal under a visible property of an object (Ant Design's columns `{ title: 'Icon' }`, menu items' label),
//   - a literal passed to a toast (`message.success('Saved')`, `notification.error(...)`).
// Text with no letter (punctuation, numbers, '·', '—'), a message id ('home.title', translated where it is shown), a
// path or address ('/admin', 'https://'), a colour ('#8f1d14'), a sample code with a digit and no small letter
// ('7KQ2M-XH9RT'), text inside an element that names its own language (`<span lang="pam">Mayap a abak!</span>`, the
// same in every language of the app) and the words of the `allow` option (brand names: 'Google Maps') pass. A template literal counts by its fixed parts: `${count}/${max}` passes, `${count} reports` does not.

const ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'okText',
  'cancelText',
  'tooltip',
  'description',
  'emptyText',
  'addonBefore',
  'addonAfter',
  'extra',
  'help',
  'message',
  'content',
  'hint',
  'helperText',
]);
const PROPERTIES = new Set(['title', 'label', 'placeholder', 'tooltip', 'okText', 'cancelText', 'emptyText']);
const TOASTS = new Set(['message', 'notification', 'toast']);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning', 'warn', 'open', 'loading']);
const LETTER = /\p{L}/u;
const NOT_WORDS = [
  /^[a-z][\w-]*(\.[\w-]+)+$/i, // a message id, as libs/i18n/scripts/check-messages.mjs finds them
  /^(\/|[a-z]+:\/\/)\S*$/i, // a path or an address
  /^#[0-9a-f]{3,8}$/i, // a colour
  /^(?=.*\d)[^\p{Ll}\s]+$/u, // a sample code: a digit and no small letter
];

/** The fixed text of a string or template literal (placeholders removed), else undefined. */
function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  return undefined;
}

function attributeName(node) {
  return node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
}

function propertyName(node) {
  if (node.computed) return undefined;
  if (node.key.type === 'Identifier') return node.key.name;
  return node.key.type === 'Literal' ? String(node.key.value) : undefined;
}

/** Whether `node` is inside a JSX element with a `lang` attribute. */
function inOwnLanguage(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'JSXElement') continue;
    if (
      parent.openingElement.attributes.some(
        (attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'lang',
      )
    )
      return true;
  }
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Take every user-visible text from the message catalog (t(), <Trans />), never a literal.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal: '"{{text}}" is shown as written in every language: put it in src/i18n/en.json and fil.json and use t().',
    },
  },
  create(context) {
    const allowed = new Set((context.options[0]?.allow ?? []).map((word) => word.trim()));
    function check(node, text) {
      if (text === undefined) return;
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (!LETTER.test(trimmed) || allowed.has(trimmed)) return;
      if (NOT_WORDS.some((pattern) => pattern.test(trimmed)) || inOwnLanguage(node)) return;
      context.report({ node, messageId: 'literal', data: { text: trimmed.slice(0, 40) } });
    }
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') check(node, literalText(node));
      },
      JSXAttribute(node) {
        if (ATTRIBUTES.has(attributeName(node))) check(node, literalText(node.value));
      },
      Property(node) {
        if (node.parent.type === 'ObjectExpression' && PROPERTIES.has(propertyName(node)))
          check(node, literalText(node.value));
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.object.type === 'Identifier' &&
          TOASTS.has(callee.object.name) &&
          TOAST_METHODS.has(callee.property.name)
        )
          check(node, literalText(node.arguments[0]));
      },
    };
  },
};

// A getComputedStyle for jsdom that answers what the tests ask of it in microseconds instead of milliseconds.
//
// jsdom resolves every call by matching the element against every rule of every style sheet, once per property it resolves
// (a dozen colours besides visibility), and again up the ancestors for inherited ones. Ant Design injects thousands of
// rules, and Testing Library asks for the computed style of each candidate element and its ancestors on every role query
// (display and visibility decide whether an element is in the accessibility tree). Profiled, that was two thirds of the
// admin suite's time (14 of 21 s in the phone-tabs spec).
//
// jsdom has no layout, so nothing in a test can depend on a computed length or colour; what can matter is whether an
// element is shown, visible, transparent or inert. This answers `display`, `visibility`, `opacity` and `pointer-events`
// from the page's real style sheets (only the rules that set one of them, indexed by the class they end with) plus the
// inline style, with visibility and pointer-events inherited as in CSS, and returns the inline declarations for the rest.
// Like jsdom, it applies `@media` blocks only when they name `screen`, and the last matching rule wins (jsdom's cascade,
// which ignores specificity).

const TRACKED = ['display', 'visibility', 'opacity', 'pointer-events'];
const INHERITED = new Set(['visibility', 'pointer-events']);
const INITIAL = { visibility: 'visible', 'pointer-events': 'auto', opacity: '1', display: '' };
// The user-agent rules that hide elements (jsdom's default style sheet).
const USER_AGENT = [
  {
    selector:
      '[hidden], area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script, style, template, title',
    style: { display: 'none' },
  },
];

/** The class a selector's last compound requires (`.ant-select-dropdown-hidden`), or null when it names none. */
function lastClass(selector) {
  const lastCompound =
    selector
      .split(/[\s>+~]+/)
      .filter(Boolean)
      .pop() ?? '';
  const classes = lastCompound.replace(/:(?:where|is|not|has)\([^)]*\)/g, '').match(/\.(-?[_a-zA-Z][\w-]*)/g);
  return classes ? classes[classes.length - 1].slice(1) : null;
}

export function installComputedStyle(window) {
  const sheetIndex = new WeakMap();

  // The rules of one sheet that set a tracked property, each split per selector of its list.
  function rulesOf(sheet) {
    const cached = sheetIndex.get(sheet);
    if (cached && cached.length === sheet.cssRules.length) return cached.rules;
    const rules = [];
    const visit = (list) => {
      for (const rule of list) {
        if (rule.media) {
          if (Array.prototype.includes.call(rule.media, 'screen')) visit(rule.cssRules);
          continue;
        }
        if (!rule.style || !rule.selectorText) continue;
        const style = {};
        for (const property of TRACKED) {
          const value = rule.style.getPropertyValue(property);
          if (value) style[property] = value;
        }
        if (Object.keys(style).length === 0) continue;
        for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
          rules.push({ selector: selector.trim(), style });
        }
      }
    };
    visit(sheet.cssRules);
    sheetIndex.set(sheet, { length: sheet.cssRules.length, rules });
    return rules;
  }

  // Every tracked rule of the document, bucketed by the class its selector ends with; rebuilt when a sheet changes.
  let cachedIndex = null;
  function index() {
    const sheets = [...window.document.styleSheets];
    if (
      cachedIndex &&
      cachedIndex.sheets.length === sheets.length &&
      sheets.every((sheet, i) => sheet === cachedIndex.sheets[i] && sheet.cssRules.length === cachedIndex.lengths[i])
    ) {
      return cachedIndex;
    }
    const byClass = new Map();
    const generic = USER_AGENT.map((rule, i) => ({ ...rule, order: -1 - i }));
    let order = 0;
    for (const sheet of sheets) {
      for (const sheetRule of rulesOf(sheet)) {
        const rule = { ...sheetRule, order: order++ };
        const key = lastClass(rule.selector);
        if (key === null) generic.push(rule);
        else (byClass.get(key) ?? byClass.set(key, []).get(key)).push(rule);
      }
    }
    cachedIndex = { sheets, lengths: sheets.map((sheet) => sheet.cssRules.length), byClass, generic };
    return cachedIndex;
  }

  function matches(element, selector) {
    try {
      return element.matches(selector);
    } catch {
      return false;
    }
  }

  function cascaded(element, rules) {
    const candidates = [...rules.generic];
    for (const name of element.classList) candidates.push(...(rules.byClass.get(name) ?? []));
    candidates.sort((a, b) => a.order - b.order);
    const values = {};
    for (const rule of candidates) {
      if (matches(element, rule.selector)) Object.assign(values, rule.style);
    }
    for (const property of TRACKED) {
      const inline = element.style?.getPropertyValue(property);
      if (inline) values[property] = inline;
    }
    return values;
  }

  // The tracked values of an element; inherited ones come from one walk up its ancestors.
  function resolve(element, rules) {
    const values = cascaded(element, rules);
    let inherited;
    for (const property of TRACKED) {
      const value = values[property];
      if (value && value !== 'inherit') continue;
      if (INHERITED.has(property) || value === 'inherit') {
        inherited ??= element.parentElement ? resolve(element.parentElement, rules) : INITIAL;
        values[property] = inherited[property];
      } else {
        values[property] = INITIAL[property];
      }
    }
    return values;
  }

  // jsdom has no pseudo-elements either (it answers for the element itself), so a pseudo-element gets the element's answer:
  // rc-table asks for '::-webkit-scrollbar' on every mount to measure the scroll bar.
  window.getComputedStyle = function getComputedStyle(element) {
    const declaration = window.document.createElement('div').style;
    declaration.cssText = element.style?.cssText ?? '';
    const values = resolve(element, index());
    for (const property of TRACKED) declaration.setProperty(property, values[property]);
    return declaration;
  };
}

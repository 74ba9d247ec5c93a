import type { Page } from 'playwright-core';

/**
 * What screens.e2e-spec.ts measures on a page that has settled (see settle()): one browser-side pass over the layout
 * (inspectLayout) that returns readable findings. The rules, and the exemptions, are written in screens.e2e-spec.ts's
 * header.
 */

/** The smallest touch target, in CSS px, at phone width (WCAG 2.5.5's size; the issue asks for it everywhere). */
export const MIN_TARGET = 44;

export interface LayoutInput {
  /** The smallest touch target to accept, in CSS px (at phone width only; 0: not measured). */
  minTarget: number;
  /** English catalog messages to look for as whole visible texts (Filipino rendering only), exact and as patterns. */
  english: { exact: string[]; patterns: string[]; data: string[] } | null;
}

/** Counts the page's requests in flight, so that settle() can wait for the network to be quiet without a fixed sleep. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return () => inFlight;
}

const BUSY = [
  '[aria-busy="true"]',
  '.tp-skeleton',
  '.ant-skeleton',
  '.ant-spin-spinning',
  '[data-testid="card-skeleton"]',
  '[data-testid="post-skeleton"]',
].join(', ');

/**
 * Waits until the page shows its content: a heading of level 1, no spinner, skeleton or aria-busy region on screen,
 * no request in flight for 150 ms, then every finite animation (enter transitions) finished and the fonts loaded.
 * A region still busy is scrolled into view, as a user scrolls to it: content that loads as it nears the viewport
 * (the landing's categories) then loads; the page is scrolled back to its top before the checks.
 */
export async function settle(page: Page, inFlight: () => number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = 0;
  for (;;) {
    const ready = await page
      .evaluate((busy) => {
        const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
        const h1 = [...document.querySelectorAll('h1')].some(shown);
        const waiting = [...document.querySelectorAll(busy)].find(shown);
        waiting?.scrollIntoView({ block: 'nearest' });
        return h1 && !waiting;
      }, BUSY)
      .catch(() => false); // a navigation in progress
    const now = Date.now();
    if (ready && inFlight() <= 0) {
      if (!quietSince) quietSince = now;
      if (now - quietSince >= 150) break;
    } else {
      quietSince = 0;
    }
    if (now > deadline) throw new Error(`${page.url()} did not settle within ${timeoutMs} ms (still loading)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The browser-side pass: horizontal scrolling, text cut off or overlapping, overlapping controls, touch targets and
 * English left in a Filipino page. Self-contained (it is serialised into the page).
 */
export function inspectLayout(input: LayoutInput): string[] {
  const findings: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="tab"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="combobox"]',
    '[tabindex="0"]',
  ].join(', ');

  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const describe = (element: Element): string => {
    const classes = [...element.classList]
      .filter((name) => !/^css-/.test(name))
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const testId = element.getAttribute('data-testid');
    const label = clean(element.getAttribute('aria-label') || (element as HTMLElement).innerText || '').slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes}${testId ? `[data-testid=${testId}]` : ''}${label ? ` '${label}'` : ''}`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0 &&
    element.getBoundingClientRect().height > 0;
  /** Visually hidden for screen readers only (clip, 1 px boxes) or inert: not something a sighted user sees. */
  const screenReaderOnly = (element: Element): boolean => {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      const rect = node.getBoundingClientRect();
      if (node.hasAttribute('inert') || node.getAttribute('aria-hidden') === 'true') return true;
      if (style.clip !== 'auto' && style.position === 'absolute') return true;
      if (style.clipPath.startsWith('inset(50%')) return true;
      if (rect.width <= 1 || rect.height <= 1) return true;
    }
    return false;
  };
  /** The nearest fixed or sticky ancestor: overlap is only measured between things of one layer. */
  const layerOf = (element: Element): Element => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return document.documentElement;
  };
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const overlapBoth = (a: DOMRect, b: DOMRect, min: number) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > min &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > min;

  // 1. Horizontal scrolling: the page wider than the viewport; the elements where the overflow starts.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth) {
    const clipsX = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const origins = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.right <= viewportWidth + 0.5 || rect.width === 0) return false;
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          if (clipsX(node)) return false;
        }
        const parent = element.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= viewportWidth + 0.5;
      })
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 4)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return `${describe(element)} x ${Math.round(rect.left)}–${Math.round(rect.right)}`;
      });
    findings.push(`horizontal scroll: the page is ${pageWidth} px wide; overflowing: ${origins.join('; ')}`);
  }

  // 2. Text: cut off by a clipping ancestor (unless truncated on purpose), or overlapping other text.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: Array<{ node: Text; element: Element; rects: DOMRect[]; layer: Element }> = [];
  const range = document.createRange();
  const cut = new Set<string>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const element = node.parentElement;
    if (!element || !clean(node.data) || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE'].includes(element.tagName)) continue;
    if (!shown(element) || screenReaderOnly(element)) continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // What shows of the text: its line boxes within every ancestor that clips (a line-clamped paragraph's later
    // lines, a scrolled-away cell) — only that can overlap something.
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      const rect = ancestor.getBoundingClientRect();
      if (style.overflowX !== 'visible')
        clip = { ...clip, left: Math.max(clip.left, rect.left), right: Math.min(clip.right, rect.right) };
      if (style.overflowY !== 'visible')
        clip = { ...clip, top: Math.max(clip.top, rect.top), bottom: Math.min(clip.bottom, rect.bottom) };
    }
    const rects = [...range.getClientRects()]
      .map((rect) => {
        const left = Math.max(rect.left, clip.left);
        const top = Math.max(rect.top, clip.top);
        return new DOMRect(
          left,
          top,
          Math.min(rect.right, clip.right) - left,
          Math.min(rect.bottom, clip.bottom) - top,
        );
      })
      .filter((rect) => rect.width > 0 && rect.height > 0);
    texts.push({ node, element, rects, layer: layerOf(element) });
    for (let clip: Element | null = element; clip && clip !== document.body; clip = clip.parentElement) {
      const style = getComputedStyle(clip);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') break; // reachable by scrolling it
      if (!clipsX && !clipsY) continue;
      const outer = clip.getBoundingClientRect();
      const left = outer.left + clip.clientLeft;
      const top = outer.top + clip.clientTop;
      const right = left + clip.clientWidth;
      const bottom = top + clip.clientHeight;
      const entirelyOutside = box.right <= left || box.left >= right || box.bottom <= top || box.top >= bottom;
      if (entirelyOutside) break; // hidden (a closed panel, another slide), not cut
      const cutX = clipsX && (box.right > right + 1 || box.left < left - 1);
      const cutY = clipsY && (box.bottom > bottom + 1 || box.top < top - 1);
      if (!cutX && !cutY) continue;
      const lineClamped = style.getPropertyValue('-webkit-line-clamp') !== 'none' && style.webkitLineClamp !== '';
      const ellipsis = style.textOverflow === 'ellipsis' || getComputedStyle(element).textOverflow === 'ellipsis';
      const named = Boolean(element.closest('[title], [aria-label]'));
      if (lineClamped && cutY && !cutX) break;
      if (ellipsis && named) break;
      cut.add(
        `text cut off${ellipsis ? ' (ellipsis without a title or aria-label)' : ''}: '${clean(node.data).slice(0, 50)}' in ${describe(clip)} (${Math.round(box.width)}×${Math.round(box.height)} px of text in ${Math.round(right - left)}×${Math.round(bottom - top)})`,
      );
      break;
    }
  }
  findings.push(...cut);
  const overlapping = new Set<string>();
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i];
      const b = texts[j];
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const hit = a.rects.some((ra) =>
        b.rects.some((rb) => overlapBoth(ra, rb, 2) && overlap(ra, rb) > 0.3 * Math.min(ra.height, rb.height) ** 2),
      );
      if (hit)
        overlapping.add(`text overlaps: '${clean(a.node.data).slice(0, 30)}' and '${clean(b.node.data).slice(0, 30)}'`);
    }
  }
  findings.push(...overlapping);

  // 3. Interactive elements: overlapping one another; touch targets at phone width.
  const controls = [...document.querySelectorAll(INTERACTIVE)].filter(
    (element) => shown(element) && !screenReaderOnly(element),
  );
  const targetOf = (element: Element): Element =>
    (['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) || element.getAttribute('role') === 'combobox'
      ? element.closest(
          'label, .ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-input-group-wrapper',
        )
      : null) ?? element;
  const boxes = controls.map((element) => ({
    element,
    target: targetOf(element),
    layer: layerOf(element),
  }));
  const overlaps = new Set<string>();
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.layer !== b.layer || a.target.contains(b.target) || b.target.contains(a.target)) continue;
      if (overlapBoth(a.target.getBoundingClientRect(), b.target.getBoundingClientRect(), 1))
        overlaps.add(`controls overlap: ${describe(a.target)} and ${describe(b.target)}`);
    }
  }
  findings.push(...overlaps);

  if (input.minTarget > 0) {
    const small = new Map<string, number>();
    for (const { element, target } of boxes) {
      const rect = target.getBoundingClientRect();
      if (rect.width >= input.minTarget - 0.5 && rect.height >= input.minTarget - 0.5) continue;
      // WCAG 2.5.8's inline exception: a link inside a sentence is sized by the line it sits in.
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        if (block && clean(block.textContent).length > clean(element.textContent).length + 3) continue;
      }
      const key = `touch target ${Math.round(rect.width)}×${Math.round(rect.height)} px: ${describe(target)}`;
      small.set(key, (small.get(key) ?? 0) + 1);
    }
    for (const [key, count] of small) findings.push(count > 1 ? `${key} (×${count})` : key);
  }

  // 4. English left in the Filipino rendering: a visible text (a text node, or an element's whole text) or a
  //    placeholder that is one of the English catalog's messages.
  if (input.english) {
    const exact = new Set(input.english.exact);
    const patterns = input.english.patterns.map((source) => new RegExp(source));
    const data = new Set(input.english.data);
    const english = new Set<string>();
    const consider = (text: string) => {
      if (!text || data.has(text)) return;
      if (exact.has(text) || patterns.some((pattern) => pattern.test(text))) english.add(text);
    };
    for (const { node, element } of texts) {
      consider(clean(node.data));
      if (clean(element.textContent).length <= 120) consider(clean(element.textContent));
    }
    for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (shown(field)) consider(clean(field.getAttribute('placeholder')));
    }
    for (const text of english) findings.push(`English in Filipino: '${text}'`);
  }
  return findings;
}

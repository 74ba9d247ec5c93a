import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

/** An IntersectionObserver the test drives: `enter()` says every observed element came near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('NearViewport', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('holds a skeleton of the given height until the part nears the screen, then renders it for good', () => {
    const { container } = render(
      <NearViewport minHeight="20rem">
        <p>Reviews</p>
      </NearViewport>,
    );
    const skeleton = container.querySelector<HTMLElement>('[data-near-viewport]');
    expect(skeleton?.style.minHeight).toBe('20rem');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('Reviews')).toBeNull();
    // Half a screen below the viewport counts as near.
    expect(FakeObserver.all[0].options?.rootMargin).toBe('0px 0px 50% 0px');

    act(() => FakeObserver.all[0].enter());
    expect(screen.getByText('Reviews')).toBeTruthy();
    expect(container.querySelector('[data-near-viewport]')).toBeNull();
  });
});

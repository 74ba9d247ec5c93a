import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { Icon, isCategoryIconName } from './icon';
import { moreIcons } from './icons-more';

/** The drawn content of the one svg rendered. */
const drawn = (container: HTMLElement) => container.querySelector('svg')?.innerHTML ?? '';

describe('Icon', () => {
  it('draws an icon of the first set, decorative unless labelled', () => {
    const { container, rerender } = render(<Icon name="search" />);
    expect(drawn(container)).toContain('<circle');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Icon name="search" label="Search" />);
    expect(container.querySelector('svg')?.getAttribute('role')).toBe('img');
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Search');
  });

  it('draws an icon of the other set once it is loaded (the test setup loads it with the lazy pages)', () => {
    const { container } = render(<Icon name="trash" />);
    expect(drawn(container)).toContain('M4 7h16');
  });

  it('keeps the two sets apart and every category key in the first one', () => {
    expect(Object.keys(moreIcons)).not.toContain('search');
    expect(isCategoryIconName('church')).toBe(true);
    expect(isCategoryIconName('trash')).toBe(false);
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Select, Tabs } from 'antd';

// The test environment's getComputedStyle (jest/computed-style.js) answers display, visibility, opacity and pointer-events
// from the page's style sheets without jsdom's full cascade. These are the answers the other specs rely on when they ask
// Testing Library for what a user can see.

function addSheet(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('style[data-test-sheet]').forEach((node) => node.remove());
});

function sheet(css: string) {
  addSheet(css).setAttribute('data-test-sheet', '');
}

describe('getComputedStyle in the admin tests', () => {
  it('hides what a style sheet rule hides, and shows it again when the class goes', () => {
    sheet('.panel .drawer-hidden { display: none }');
    const { container } = render(
      <div className="panel">
        <div className="drawer drawer-hidden">
          <button type="button">Inside</button>
        </div>
      </div>,
    );
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    expect(getComputedStyle(container.querySelector('.drawer')!).display).toBe('none');

    container.querySelector('.drawer')!.classList.remove('drawer-hidden');
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
  });

  it('inherits visibility and pointer-events from ancestors, with the closer declaration winning', () => {
    sheet('.ghost { visibility: hidden; pointer-events: none }');
    render(
      <div className="ghost">
        <button type="button">Hidden</button>
        <span style={{ visibility: 'visible', pointerEvents: 'auto' }}>
          <button type="button">Shown</button>
        </span>
      </div>,
    );
    expect(screen.queryByRole('button', { name: 'Hidden' })).toBeNull();
    expect(getComputedStyle(screen.getByText('Hidden')).pointerEvents).toBe('none');
    const shown = screen.getByRole('button', { name: 'Shown' });
    expect(getComputedStyle(shown).visibility).toBe('visible');
    expect(getComputedStyle(shown).pointerEvents).toBe('auto');
  });

  it('lets the later rule and then the inline style win, and applies @media only for screen (as jsdom does)', () => {
    sheet(`
      .a { display: none }
      .a.b { display: block }
      @media screen { .c { opacity: 0 } }
      @media (max-width: 5000px) { .d { display: none } }
    `);
    render(
      <div>
        <p className="a b">later rule</p>
        <p className="a" style={{ display: 'flex' }}>
          inline
        </p>
        <p className="c">screen</p>
        <p className="d">width query</p>
        <p hidden>attribute</p>
      </div>,
    );
    expect(getComputedStyle(screen.getByText('later rule')).display).toBe('block');
    expect(getComputedStyle(screen.getByText('inline')).display).toBe('flex');
    expect(getComputedStyle(screen.getByText('screen')).opacity).toBe('0');
    expect(getComputedStyle(screen.getByText('width query')).display).not.toBe('none');
    expect(getComputedStyle(screen.getByText('attribute')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('inline')).display).toBe('flex');
  });

  it('hides Ant Design’s inactive tab panes and closed dropdowns through its own style sheets', async () => {
    render(
      <>
        <Tabs
          items={[
            { key: 'one', label: 'One', children: <button type="button">First pane</button> },
            { key: 'two', label: 'Two', children: <button type="button">Second pane</button> },
          ]}
        />
        <Select aria-label="Town" options={[{ value: 'angeles', label: 'Angeles City' }]} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'First pane' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(await screen.findByRole('button', { name: 'Second pane' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'First pane' })).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Town' }));
    fireEvent.click(await screen.findByText('Angeles City', { selector: '.ant-select-item-option-content' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Angeles City' })).toBeNull());
  });
});

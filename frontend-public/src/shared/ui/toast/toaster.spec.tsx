import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nGate } from '../../../i18n/i18n';
import { ToastProvider, Toaster, useToast, TOAST_DEFAULT_DURATION, type ToastOptions } from './index';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderToaster() {
  return render(
    <I18nGate>
      <ToastProvider>
        <Trigger label="first" options={{ title: 'Role Updated', description: 'Maria is now an editor.' }} />
        <Trigger
          label="second"
          options={{
            title: 'Unauthorized',
            description: 'You are logged out. Logging in again...',
            variant: 'destructive',
          }}
        />
        <Trigger label="long" options={{ title: 'Saved', duration: 10_000 }} />
        <Toaster />
      </ToastProvider>
    </I18nGate>,
  );
}

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('.tp-toast'));

// jsdom has no PointerEvent: a MouseEvent with pointerId stands in, as in a browser.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStub });
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Toaster (spec section 9)', () => {
  it('shows one toast at a time: a new toast replaces the visible one', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    expect(toasts()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Role Updated');
    expect(screen.getByRole('status').textContent).toContain('Maria is now an editor.');

    fireEvent.click(screen.getByText('second'));
    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText('Role Updated')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unauthorized');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
  });

  it('announces default toasts politely', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  });

  it('closes after 5000 ms by default, or after the duration given', () => {
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(4999));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);

    fireEvent.click(screen.getByText('long'));
    act(() => jest.advanceTimersByTime(9999));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('pauses the countdown while the pointer is over the toast', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.pointerEnter(toasts()[0]);
    act(() => jest.advanceTimersByTime(10_000));
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerLeave(toasts()[0]);
    act(() => jest.advanceTimersByTime(1999));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('has a close button', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toasts()).toHaveLength(0);
  });

  it('moves focus to the notifications region with F8', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).not.toBe(region);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it('is dismissed by a swipe right of at least 50 px, not by a shorter one', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    const toast = toasts()[0];

    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 149 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 149 });
    expect(toasts()).toHaveLength(1);

    fireEvent.pointerDown(toast, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 2, clientX: 150 });
    fireEvent.pointerUp(toast, { pointerId: 2, clientX: 150 });
    expect(toasts()).toHaveLength(0);
  });

  it('does not treat a swipe left as a dismissal', () => {
    renderToaster();
    fireEvent.click(screen.getByText('first'));
    const toast = toasts()[0];
    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 300 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 });
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 });
    expect(toasts()).toHaveLength(1);
  });
});

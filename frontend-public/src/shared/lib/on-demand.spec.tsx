import { describe, expect, it } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { onDemand } from './on-demand';

/** A load that waits for `release(value)` or `fail()`, counting its calls. */
function heldLoad<T>() {
  const held = { calls: 0, release: (_value: T) => {}, fail: () => {} };
  const load = () => {
    held.calls += 1;
    return new Promise<T>((resolve, reject) => {
      held.release = resolve;
      held.fail = () => reject(new Error('offline'));
    });
  };
  return { held, load };
}

describe('onDemand', () => {
  it('is not loaded until a component needs it, loads it once, and renders that component again when it comes', async () => {
    const { held, load } = heldLoad<Record<string, string>>();
    const words = onDemand(load);
    function Word({ needed }: { needed: boolean }) {
      const loaded = words.use(needed);
      return <p>[{loaded?.hello ?? ''}]</p>;
    }
    const { container, rerender } = render(<Word needed={false} />);
    expect(held.calls).toBe(0);
    rerender(<Word needed />);
    render(<Word needed />);
    expect(held.calls).toBe(1);
    expect(container.textContent).toBe('[]');
    await act(async () => {
      held.release({ hello: 'kumusta' });
      await words.load();
    });
    expect(container.textContent).toBe('[kumusta]');
    expect(words.current()).toEqual({ hello: 'kumusta' });
    await words.load();
    expect(held.calls).toBe(1);
  });

  it('is there in a task after the one its chunk came in, not in the same one', async () => {
    const { held, load } = heldLoad<number>();
    const value = onDemand(load);
    const loaded = value.load();
    held.release(5);
    // Every microtask of the chunk's task has run (as the browser does before it ends a task): not there yet.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(value.current()).toBeUndefined();
    await loaded;
    expect(value.current()).toBe(5);
  });

  it('tries again after a failed download', async () => {
    const { held, load } = heldLoad<number>();
    const value = onDemand(load);
    const first = value.load();
    held.fail();
    await expect(first).rejects.toThrow('offline');
    const second = value.load();
    expect(held.calls).toBe(2);
    held.release(7);
    await second;
    expect(value.current()).toBe(7);
  });
});

import { GroupCommit } from './group-commit.js';

/** A statement the test finishes by hand: the batches it was called with, and a way to answer each. */
function controlledWork() {
  const calls: {
    key: string;
    inputs: readonly number[];
    finish: (outputs?: readonly string[]) => void;
    fail: (error: Error) => void;
  }[] = [];
  const work = (key: string, inputs: readonly number[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      calls.push({
        key,
        inputs,
        finish: (outputs) => resolve(outputs ?? inputs.map((input) => `${key}:${input}`)),
        fail: reject,
      });
    });
  return { calls, work };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('runs an idle key at once, with a batch of one', async () => {
    const { calls, work } = controlledWork();
    const commit = new GroupCommit(work);
    const answer = commit.submit('a', 1);
    expect(calls.map((call) => call.inputs)).toEqual([[1]]);
    calls[0]?.finish();
    await expect(answer).resolves.toBe('a:1');
  });

  it('sends the requests that arrive while a statement runs together in the next one, in order, each with its answer', async () => {
    const { calls, work } = controlledWork();
    const commit = new GroupCommit(work);
    const first = commit.submit('a', 1);
    const later = [2, 3, 4].map((input) => commit.submit('a', input));
    expect(calls).toHaveLength(1);
    calls[0]?.finish();
    await settle();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3, 4]]);
    calls[1]?.finish(['two', 'three', 'four']);
    await expect(first).resolves.toBe('a:1');
    await expect(Promise.all(later)).resolves.toEqual(['two', 'three', 'four']);
    // Idle again: the next request goes at once.
    const again = commit.submit('a', 5);
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3, 4], [5]]);
    calls[2]?.finish();
    await expect(again).resolves.toBe('a:5');
  });

  it('keeps keys apart: another key does not wait', async () => {
    const { calls, work } = controlledWork();
    const commit = new GroupCommit(work);
    const a = commit.submit('a', 1);
    const b = commit.submit('b', 2);
    expect(calls.map((call) => [call.key, call.inputs])).toEqual([
      ['a', [1]],
      ['b', [2]],
    ]);
    calls[1]?.finish();
    await expect(b).resolves.toBe('b:2');
    calls[0]?.finish();
    await expect(a).resolves.toBe('a:1');
  });

  it('takes at most maxBatch requests a statement', async () => {
    const { calls, work } = controlledWork();
    const commit = new GroupCommit(work, 2);
    const answers = [1, 2, 3, 4, 5, 6].map((input) => commit.submit('a', input));
    for (let round = 0; round < 4; round++) {
      calls[round]?.finish();
      await settle();
    }
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3], [4, 5], [6]]);
    await expect(Promise.all(answers)).resolves.toEqual(['a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'a:6']);
  });

  it('fails only the batch whose statement failed, and goes on with the next', async () => {
    const { calls, work } = controlledWork();
    const commit = new GroupCommit(work);
    const first = commit.submit('a', 1);
    const second = [commit.submit('a', 2), commit.submit('a', 3)];
    calls[0]?.fail(new Error('deadlock'));
    await expect(first).rejects.toThrow('deadlock');
    await settle();
    calls[1]?.finish();
    await expect(Promise.all(second)).resolves.toEqual(['a:2', 'a:3']);
  });

  it('fails a batch answered with a wrong number of answers', async () => {
    const { calls, work } = controlledWork();
    const commit = new GroupCommit(work);
    const answer = commit.submit('a', 1);
    calls[0]?.finish([]);
    await expect(answer).rejects.toThrow('A batch of 1 got 0 answers');
  });
});

import { CacheVersions, type CacheScope } from './cache-versions.js';
import { KeptReads } from './kept-reads.js';

class ChangingVersions extends CacheVersions {
  version: string | undefined = '1';
  asked: (readonly CacheScope[])[] = [];

  override current(scopes: readonly CacheScope[]): string | undefined {
    this.asked.push(scopes);
    return this.version;
  }

  override async reload(): Promise<void> {}
}

/** Reads kept under the versions of the 'posts' scope, as the feed keeps them. */
const keptOf = (versions: CacheVersions, entries: number) =>
  new KeptReads<string>(() => versions.current(['posts']), entries);

/** A read that counts its calls and answers `${key}#${call}`. */
function countingRead(): { reads: string[]; read: (key: string) => () => Promise<string> } {
  const reads: string[] = [];
  return {
    reads,
    read: (key) => () => {
      reads.push(key);
      return Promise.resolve(`${key}#${reads.length}`);
    },
  };
}

describe('KeptReads', () => {
  it('reads a key once while the versions of its scopes stay the same, and again after a write', async () => {
    const versions = new ChangingVersions();
    const kept = keptOf(versions, 10);
    const { reads, read } = countingRead();
    expect(await kept.get('page 1', read('page 1'))).toBe('page 1#1');
    expect(await kept.get('page 1', read('page 1'))).toBe('page 1#1');
    expect(await kept.get('page 2', read('page 2'))).toBe('page 2#2');
    versions.version = '2';
    expect(await kept.get('page 1', read('page 1'))).toBe('page 1#3');
    expect(reads).toEqual(['page 1', 'page 2', 'page 1']);
    expect(versions.asked.every((scopes) => scopes.length === 1 && scopes[0] === 'posts')).toBe(true);
  });

  it('keeps nothing while the versions are unknown', async () => {
    const versions = new ChangingVersions();
    versions.version = undefined;
    const kept = keptOf(versions, 10);
    const { reads, read } = countingRead();
    await kept.get('page 1', read('page 1'));
    await kept.get('page 1', read('page 1'));
    expect([reads.length, kept.size]).toEqual([2, 0]);
  });

  it('drops everything it kept as soon as the version changes (a write, a new age bucket, a reconnection)', async () => {
    const versions = new ChangingVersions();
    const kept = keptOf(versions, 10);
    const { reads, read } = countingRead();
    await kept.get('a', read('a'));
    await kept.get('b', read('b'));
    expect(kept.size).toBe(2);
    versions.version = '2';
    await kept.get('a', read('a'));
    expect([kept.size, reads]).toEqual([1, ['a', 'b', 'a']]);
    versions.version = '1'; // the same version string again (as a reconnection might give): nothing of before comes back
    await kept.get('b', read('b'));
    expect([kept.size, reads]).toEqual([1, ['a', 'b', 'a', 'b']]);
  });

  it('shares a read in flight with everyone asking for the same key', async () => {
    const kept = keptOf(new ChangingVersions(), 10);
    let calls = 0;
    let finish!: (value: string) => void;
    const read = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const answers = Promise.all(Array.from({ length: 32 }, () => kept.get('page 1', read)));
    finish('the page');
    expect(await answers).toEqual(Array(32).fill('the page'));
    expect(calls).toBe(1);
  });

  it('does not keep a read that failed: the next request reads again', async () => {
    const kept = keptOf(new ChangingVersions(), 10);
    await expect(kept.get('page 1', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(kept.size).toBe(0);
    expect(await kept.get('page 1', () => Promise.resolve('read again'))).toBe('read again');
  });

  it('keeps at most `entries` reads, the least recently used leaving first', async () => {
    const kept = keptOf(new ChangingVersions(), 2);
    const { reads, read } = countingRead();
    await kept.get('a', read('a'));
    await kept.get('b', read('b'));
    await kept.get('a', read('a')); // a is now the most recently used
    await kept.get('c', read('c')); // b leaves
    await kept.get('a', read('a'));
    await kept.get('b', read('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
    expect(kept.size).toBe(2);
  });
});

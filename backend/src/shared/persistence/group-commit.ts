/** Runs one statement for a batch of requests on the same key: its answers, one per request and in their order. */
export type BatchWork<I, O> = (key: string, inputs: readonly I[]) => Promise<readonly O[]>;

interface Waiting<I, O> {
  readonly input: I;
  readonly resolve: (output: O) => void;
  readonly reject: (error: unknown) => void;
}

/** Most requests one statement takes; the rest go with the next one. */
export const GROUP_COMMIT_MAX_BATCH = 200;

/**
 * Group commit for a hot row (issue 13.2: claims of one coupon). Every write of the same key (a coupon) takes the same
 * row lock and its own commit, so a crowd on one key is served one commit at a time however many connections and
 * processes ask. Here, per key, at most one statement of this process is in flight: a request arriving while one is
 * runs with the next statement, together with every other that arrived meanwhile (up to GROUP_COMMIT_MAX_BATCH), so one
 * lock and one commit serve them all. An idle key's request goes at once (no timer, no added wait); under load the
 * batches grow with it. Each request gets its own answer; a statement that fails fails its batch only.
 */
export class GroupCommit<I, O> {
  /** Per key with a statement in flight: the requests waiting for the next one. */
  private readonly waiting = new Map<string, Waiting<I, O>[]>();

  constructor(
    private readonly work: BatchWork<I, O>,
    private readonly maxBatch = GROUP_COMMIT_MAX_BATCH,
  ) {}

  submit(key: string, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const request = { input, resolve, reject };
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push(request);
        return;
      }
      this.waiting.set(key, []);
      void this.run(key, [request]);
    });
  }

  private async run(key: string, batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const outputs = await this.work(
        key,
        batch.map((request) => request.input),
      );
      if (outputs.length !== batch.length) throw new Error(`A batch of ${batch.length} got ${outputs.length} answers`);
      batch.forEach((request, index) => request.resolve(outputs[index]));
    } catch (error) {
      for (const request of batch) request.reject(error);
    }
    const queue = this.waiting.get(key) ?? [];
    if (queue.length === 0) {
      this.waiting.delete(key);
      return;
    }
    void this.run(key, queue.splice(0, this.maxBatch));
  }
}

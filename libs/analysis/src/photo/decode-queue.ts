/**
 * A first-come, first-served gate around image decoding. Decoding is the one step whose memory
 * grows with what a client sends, so a burst of uploads waits here instead of decoding side by side;
 * beyond `maxWaiting` the caller is told at once rather than holding every upload's bytes in memory.
 */
export class DecodeQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `work` when a slot is free; `null` when too many are already waiting. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` never dips while others wait.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

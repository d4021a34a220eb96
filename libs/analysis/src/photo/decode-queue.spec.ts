import { DecodeQueue } from './decode-queue';

const tick = () => new Promise((r) => setImmediate(r));

describe('DecodeQueue', () => {
  it('runs one at a time in arrival order, and tells the caller at once when too many wait', async () => {
    const queue = new DecodeQueue(1, 2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const job = (n: number) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((r) => releases.push(r));
        order.push(n);
        running--;
        return n;
      });
    const results = [job(1), job(2), job(3)];
    await tick();
    expect(await job(4)).toBeNull();
    while (order.length < 3) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect({ order, most }).toEqual({ order: [1, 2, 3], most: 1 });
  });

  it('frees the slot when the work throws', async () => {
    const queue = new DecodeQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});

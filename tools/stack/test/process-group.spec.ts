import { readFileSync } from 'node:fs';
import { ProcessGroup } from '../lib/process-group.mjs';

const node = process.execPath;
/** Running, not a zombie waiting for a reaper (an orphan's reaper may be slow in a container). */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('ProcessGroup', () => {
  it('prints children output with their name and resolves on their ready line', async () => {
    const lines: string[] = [];
    const group = new ProcessGroup({ log: (l: string) => lines.push(l) });
    await group.start(
      'echo',
      node,
      ['-e', 'console.log("warming up"); setTimeout(() => console.log("ready now"), 50); setInterval(() => {}, 1000)'],
      { readyLine: 'ready now' },
    );
    expect(lines).toEqual(['[echo] warming up', '[echo] ready now']);
    await group.stopAll();
  });

  it('stops a child and what it spawned (its process group)', async () => {
    const lines: string[] = [];
    const group = new ProcessGroup({ log: (l: string) => lines.push(l) });
    const script =
      'const c = require("child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }); console.log("grandchild " + c.pid); setInterval(() => {}, 1000)';
    await group.start('parent', node, ['-e', script], { readyLine: 'grandchild' });
    const grandchild = Number(
      lines
        .find((l) => l.includes('grandchild'))!
        .split(' ')
        .pop(),
    );
    expect(alive(grandchild)).toBe(true);
    await group.stopAll(2000);
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(grandchild)).toBe(false);
  });

  it('reports a child that dies while the stack runs, by name', async () => {
    const exits: string[] = [];
    const group = new ProcessGroup({
      log: () => {},
      onUnexpectedExit: (name: string, how: string) => exits.push(`${name}: ${how}`),
    });
    await group.start('worker', node, ['-e', 'setTimeout(() => process.exit(3), 50)']);
    await new Promise((r) => setTimeout(r, 300));
    expect(exits).toEqual(['worker: exit 3']);
    await group.stopAll();
  });

  it('stops one child by name without calling it unexpected', async () => {
    const exits: string[] = [];
    const group = new ProcessGroup({ log: () => {}, onUnexpectedExit: (name: string) => exits.push(name) });
    await group.start('gateway', node, ['-e', 'setInterval(() => {}, 1000)']);
    await group.start('api', node, ['-e', 'setInterval(() => {}, 1000)']);
    await group.stop('gateway');
    expect(exits).toEqual([]);
    await group.stopAll();
  });

  it('runs a one-shot command and fails naming it', async () => {
    const exits: string[] = [];
    const group = new ProcessGroup({ log: () => {}, onUnexpectedExit: (name: string) => exits.push(name) });
    await expect(group.run('migrate', node, ['-e', 'process.exit(0)'])).resolves.toBeUndefined();
    await expect(group.run('migrate', node, ['-e', 'process.exit(2)'])).rejects.toThrow('migrate failed (exit 2)');
    expect(exits).toEqual([]);
  });
});

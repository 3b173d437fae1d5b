import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { BENCH_NICE, describePriority, raiseBenchPriority } from './benchPriority.ts';

describe("the bench's priority", () => {
  it('sets every thread of the process to the bench nice value', () => {
    const set = new Map<number, number>();
    const result = raiseBenchPriority({ threadIds: () => [101, 102, 107], setNice: (thread, nice) => set.set(thread, nice) });
    expect(result).toEqual({ raised: true, nice: BENCH_NICE, threads: 3 });
    expect([...set]).toEqual([
      [101, -10],
      [102, -10],
      [107, -10],
    ]);
    expect(describePriority(result)).toBe('bench priority: nice -10 for the server, the browser and the databases (3 threads raised), above other work on this machine');
  });

  it('says that timings share the cores when raising is refused', () => {
    const refused = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    const result = raiseBenchPriority({
      threadIds: () => [1],
      setNice: () => {
        throw refused;
      },
    });
    expect(describePriority(result)).toBe(
      'bench priority: normal; raising it was refused (EACCES): run as root or with CAP_SYS_NICE for figures that hold on a busy machine. Timings share the cores with other work on this machine',
    );
  });

  it('raises a real process and the processes it starts, when it runs with the right to', () => {
    const script = `import { raiseBenchPriority } from './bench/benchPriority.ts'; import { execFileSync } from 'node:child_process';
      const result = raiseBenchPriority();
      console.log(JSON.stringify({ raised: result.raised, child: execFileSync('nice', { encoding: 'utf8' }).trim() }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' });
    const mayRaise = process.getuid?.() === 0;
    const ownNice = execFileSync('nice', { encoding: 'utf8' }).trim();
    expect(JSON.parse(output)).toEqual({ raised: mayRaise, child: mayRaise ? String(BENCH_NICE) : ownNice });
  });
});

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { BENCH_NICE, describePriority, raiseBenchPriority, raisedNice } from './benchPriority.ts';

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
    expect(describePriority(result)).toBe('bench priority: nice -10 for the server, the browser and the databases (3 threads raised; Chromium\'s own thread values kept 10 steps up), above other work on this machine');
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

  it.each([
    { nice: 0, setByBench: undefined, raised: -10 },
    { nice: -8, setByBench: undefined, raised: -18 },
    { nice: 10, setByBench: undefined, raised: 0 },
    { nice: -18, setByBench: -18, raised: null },
    { nice: -15, setByBench: -18, raised: -20 },
    { nice: -15, setByBench: undefined, raised: null },
    { nice: -10, setByBench: undefined, raised: null },
    { nice: 0, setByBench: 0, raised: null },
    { nice: 0, setByBench: -10, raised: -10 },
  ])("a started thread at nice $nice (the bench set: $setByBench) goes to $raised", ({ nice, setByBench, raised }) => {
    expect(raisedNice({ threadId: 1, nice }, setByBench)).toBe(raised);
  });

  it('keeps a started process above other work after it lowers its own priority, as Chromium does', () => {
    const script = `import { raiseBenchPriority, holdStartedPriority } from './bench/benchPriority.ts'; import { spawn } from 'node:child_process'; import { readFileSync } from 'node:fs';
      raiseBenchPriority(); const stop = holdStartedPriority(20);
      const child = spawn(process.execPath, ['-e', 'const os = require("node:os"); os.setPriority(0); console.log(os.getPriority()); setTimeout(() => {}, 10000)']);
      const niceOf = () => Number(readFileSync('/proc/' + child.pid + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
      child.stdout.once('data', (data) => { const lowered = Number(String(data)); const poll = setInterval(() => { const now = niceOf(); if (now === ${BENCH_NICE} || Date.now() - started > 5000) { clearInterval(poll); stop(); child.kill(); console.log(JSON.stringify({ lowered, now })); } }, 10); const started = Date.now(); });`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' });
    if (process.getuid?.() !== 0) return;
    expect(JSON.parse(output)).toEqual({ lowered: 0, now: BENCH_NICE });
  });
});

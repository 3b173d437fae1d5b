import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './bffFetch.ts';
import { freePort } from './postgresCluster.ts';

/** A reference BFF in a process of its own (bff/main.ts), in test mode: its origin, and `stop`. */
export interface BffProcess {
  origin: string;
  stop(): Promise<void>;
}

export interface BffProcessOptions {
  /** Under BFF_TEST=1 (default true): players per scenario cookie, no state folder, silent logs. */
  testMode?: boolean;
  /** The port to listen on (default a free one). */
  port?: number;
  /** Pass the process's output on to this one's once it listens (default: kept back, shown only if it fails to start). */
  echo?: boolean;
}

/** Starts bff/main.ts with `env` and resolves once it listens (its start line), or rejects with what it printed. */
export async function startBffProcess(env: Record<string, string>, { testMode = true, port: givenPort, echo = false }: BffProcessOptions = {}): Promise<BffProcess> {
  const port = givenPort ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'bff', 'main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, ...(testMode ? { BFF_TEST: '1' } : {}), HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('reference BFF on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the BFF exited (${code}) before it listened:\n${output}`)));
  });
  // Once it listens, its output is no longer kept (a long run would hold every log line): passed on, or let go.
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  if (echo) {
    process.stdout.write(output);
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A player signed in on one BFF process: calls with its session cookie, bearer token and scenario. */
export interface ProcessCaller {
  call(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
  /** The same player's session and token, calling another process (of the same platform). */
  on(bff: Pick<BffProcess, 'origin'>): ProcessCaller;
}

function processCaller(bff: Pick<BffProcess, 'origin'>, cookie: string, token: string): ProcessCaller {
  return {
    async call(method, path, body, headers = {}) {
      const reply = await fetch(`${bff.origin}${path}`, {
        method,
        headers: { cookie, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    on: (other) => processCaller(other, cookie, token),
  };
}

export async function signInOn(bff: Pick<BffProcess, 'origin'>, scenario: string, login = 'demo@northbet.example'): Promise<ProcessCaller> {
  const scenarioCookie = `bff_scenario=${scenario}`;
  const login_ = await fetch(`${bff.origin}/web-api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: scenarioCookie }, body: JSON.stringify({ login, password: 'demo1234' }) });
  const session = String(login_.headers.get('set-cookie')).split(';')[0];
  const cookie = `${scenarioCookie}; ${session}`;
  const token = ((await (await fetch(`${bff.origin}/web-api/user/gettoken`, { headers: { cookie } })).json()) as { data: { token: string } }).data.token;
  return processCaller(bff, cookie, token);
}

/**
 * A single bet of 100 on the first open outcome of the football line, from the demo player's main account: the
 * coupon the tests of several servers place (plugins/sports/bff for its rules).
 */
export async function placeDemoBet(player: ProcessCaller, requestId: string): Promise<{ status: number; body: unknown }> {
  const { events } = (await player.call('GET', '/line-api/v1/line/events?sport=football')).body as { events: Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }> };
  const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked)!;
  return player.call('POST', '/coupon-api/v1/place', { requestId, accountId: '1000011', typeId: 0, amount: 100, bets: [{ marketId: outcome.id, coef: outcome.coef }], changeCoefAction: 2, exactCoef: null });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './bffFetch.ts';
import { freePort } from './postgresCluster.ts';

/** A reference BFF in a process of its own (bff/main.ts), in test mode: its origin, and `stop`. */
export interface BffProcess {
  origin: string;
  stop(): Promise<void>;
}

/** Starts bff/main.ts with `env` and resolves once it listens (its start line), or rejects with what it printed. */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'bff', 'main.ts')], {
    cwd: projectRoot,
    env: { ...process.env, BFF_TEST: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
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
  on(bff: BffProcess): ProcessCaller;
}

function processCaller(bff: BffProcess, cookie: string, token: string): ProcessCaller {
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

export async function signInOn(bff: BffProcess, scenario: string, login = 'demo@northbet.example'): Promise<ProcessCaller> {
  const scenarioCookie = `bff_scenario=${scenario}`;
  const login_ = await fetch(`${bff.origin}/web-api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: scenarioCookie }, body: JSON.stringify({ login, password: 'demo1234' }) });
  const session = String(login_.headers.get('set-cookie')).split(';')[0];
  const cookie = `${scenarioCookie}; ${session}`;
  const token = ((await (await fetch(`${bff.origin}/web-api/user/gettoken`, { headers: { cookie } })).json()) as { data: { token: string } }).data.token;
  return processCaller(bff, cookie, token);
}

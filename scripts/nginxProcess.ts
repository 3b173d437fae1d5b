import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nginx config templates kept in the repository (deploy/nginx/). */
export const NGINX_TEMPLATES = fileURLToPath(new URL('../deploy/nginx/', import.meta.url));

/** Debian's binary, in /usr/sbin (which a user's PATH may lack). */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** A running nginx: its origin on loopback, and `stop` that ends it and removes its prefix folder. */
export interface NginxProcess {
  origin: string;
  stop(): Promise<void>;
}

/** A template with every `{{NAME}}` replaced; a name left without a value is an error, not a broken config. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`the nginx template names {{${name}}}, which has no value`);
    return values[name];
  });
}

/** Resolves once something accepts connections on the port, or rejects when `exited` says the process is gone. */
async function listening(port: number, exited: () => string | null): Promise<void> {
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).once('error', () => resolve(false));
    });
    if (accepted) return;
    const failure = exited();
    if (failure !== null) throw new Error(failure);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs Debian's nginx (scripts/ensure-nginx.sh) on `template` (a file of deploy/nginx/) in the foreground, with a
 * prefix folder of its own for its config, pid, logs and temp files: no privileges and nothing under /etc or /var.
 * Under root nginx hands its workers to `nobody`, so the folder is readable by all (it holds nothing secret).
 */
export async function startNginx(template: string, port: number, values: Record<string, string>): Promise<NginxProcess> {
  const config = renderTemplate(readFileSync(join(NGINX_TEMPLATES, template), 'utf8'), { ...values, PORT: String(port), MIME_TYPES: '/etc/nginx/mime.types' });
  const prefix = mkdtempSync(join(tmpdir(), 'bff-nginx-'));
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'temp'));
  writeFileSync(join(prefix, 'nginx.conf'), config);
  // -e: its very first messages, before the config names a log, go to stderr too rather than /var/log.
  const args = ['-p', prefix, '-e', 'stderr', '-c', join(prefix, 'nginx.conf')];
  const checked = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (checked.error || checked.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refused ${template}: ${checked.error?.message ?? checked.stderr}`);
  }
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const removed = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return removed();
      child.once('exit', removed);
      // SIGQUIT: nginx's graceful stop, the requests in flight answered first.
      child.kill('SIGQUIT');
    });
  try {
    await listening(port, () => (child.exitCode === null ? null : `nginx exited (${child.exitCode}): ${errors}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

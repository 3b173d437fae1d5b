// npm run cluster: the production layout on one machine. PostgreSQL (a throwaway server, or DATABASE_URL), the demo
// platform, 3 shell instances (SHELLS=n for another count) and Debian's nginx balancing over the shells
// (deploy/nginx/cluster.conf), every server on a free loopback port and reading one generated copy of bff/domains
// that names the platform as each domain's upstream. Ctrl-C or SIGTERM stops everything and removes the temporary
// folders. Needs a build (npm run build) and nginx (scripts/ensure-nginx.sh installs it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { startCluster } from './clusterStart.ts';

if (!existsSync(join(projectRoot, 'dist', 'host.json'))) {
  console.error('no build: run "npm run build" first');
  process.exit(1);
}
const shellCount = Number(process.env.SHELLS ?? 3);
if (!Number.isInteger(shellCount) || shellCount < 1) {
  console.error(`SHELLS must be a whole number of at least 1, not "${process.env.SHELLS}"`);
  process.exit(1);
}

const cluster = await startCluster({ shellCount, databaseUrl: process.env.DATABASE_URL, echo: true });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`cluster: ${signal}, stopping nginx, the servers and the database`);
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
console.log(
  [
    '',
    `cluster: the site on ${cluster.origin.replace('127.0.0.1', 'localhost')}/ (nginx)`,
    ...cluster.shells.map((shell, index) => `  shell ${index + 1}     ${shell.origin}`),
    `  platform    ${cluster.platform.origin} (games, pay and identity hosts through nginx: games.localhost, pay.localhost, id.localhost)`,
    `  database    ${cluster.databaseUrl}`,
    `  domains     ${cluster.domainsDir} (edit a file there: every instance reloads it)`,
    'Ctrl-C stops everything.',
  ].join('\n'),
);

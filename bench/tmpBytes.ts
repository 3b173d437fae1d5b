// Temporary: first-route bytes of home and the information page (deleted after use).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from '../bff/createServer.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { launch } from './browser.ts';
import { bytesByGroup, moduleGroupOf } from './moduleGroups.ts';
import { measurePage } from './webVitals.ts';

const app = createServer({ root: projectRoot, testMode: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await launch();
const host = JSON.parse(readFileSync(join(projectRoot, 'dist', 'host.json'), 'utf8'));
for (const [name, path, selector] of [['home', '/en/', 'h1'], ['info', '/en/information/about', '.remote-view__body']] as const) {
  const v = await measurePage({ browser, cpuRate: 1 }, base + path, (page) => page.locator(selector).first().waitFor());
  const groups = bytesByGroup(v.scripts, moduleGroupOf(host));
  console.log(name, v.scriptBytes, JSON.stringify(groups));
}
await browser.close();
await app.close();

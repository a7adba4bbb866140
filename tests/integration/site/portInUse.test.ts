/**
 * A command started on a port another program holds says so in plain words and exits 1: "port N
 * is in use", with the setting that moves it, not Node's EADDRINUSE and a stack. Each command is
 * run as a real process against a port this test holds (listenOn in hardenedServer.ts).
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../support/runCommand.ts';
import { tempFolder } from '../../support/tempFolder.ts';
import { SECRET } from '../../support/webhookHarness.ts';

let holder: Server;
let port: number;
beforeAll(async () => {
  holder = createServer();
  port = await new Promise<number>((resolve) => {
    holder.listen(0, '127.0.0.1', () => {
      const address = holder.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

const dir = tempFolder('port-in-use-');
const common = { SITE_URL: '', BACKEND_DB: ':memory:' };

describe('a command on a port in use', () => {
  it.each([
    ['npm run serve', 'scripts/serve.ts', 'PORT', [dir]],
    ['npm start', 'scripts/start.ts', 'PORT', []],
    ['npm run backend', 'scripts/backend.ts', 'PORT', []],
    ['npm run webhook', 'scripts/webhook.ts', 'WEBHOOK_PORT', []],
  ] as const)('%s (%s) says "port N is in use" and exits 1', async (_, script, variable, args) => {
    const result = await runCommand(
      script,
      {
        ...common,
        [variable]: String(port),
        WEBHOOK_SECRET: SECRET,
        RELEASES_DIR: `${dir}/releases`,
        WEBHOOK_STATE_DIR: `${dir}/state`,
        DIST_DIR: `${dir}/dist`,
      },
      60_000,
      args,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`port ${port} is in use`);
    expect(result.stderr).toContain(`set ${variable} to a free port`);
    expect(result.stderr).not.toMatch(/EADDRINUSE|^\s+at /m);
  });
});

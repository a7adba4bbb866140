/**
 * Real nginx serving a release folder through the release's own `_nginx.conf`, as docs/deploying.md
 * tells a host to: a temporary prefix holding the configuration, pid file and logs, a free port on
 * 127.0.0.1, `root` the release, `include` its file. Run in the foreground and stopped by its pid.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx, nginxMimeTypes } from '../../tools/lib/findNginx.ts';
import { NGINX_CONF_FILE } from '../../src/release/nginxConf.ts';
import { WAIT_BUDGET_MS } from './waitBudget.ts';

export interface RunningNginx {
  readonly url: string;
  /** nginx's error log so far (what it said when a check fails). */
  readonly log: () => string;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 right now (the system's pick, released for nginx to take). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The configuration nginx runs with: the deploying guide's server block around the include. */
export function nginxConfig(prefix: string, root: string, port: number, mime: string): string {
  const temp = join(prefix, 'temp');
  return [
    // As root the workers would switch to nobody, who may not read a test's temporary folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} info;`,
    'worker_processes 1;',
    'events { worker_connections 64; }',
    'http {',
    `  include ${mime};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
    ),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    server_name localhost;',
    `    root ${root};`,
    `    include ${join(root, NGINX_CONF_FILE)};`,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Starts nginx on the release in `root`; resolves once it answers HTTP. `stop` removes its prefix. */
export async function startNginx(root: string): Promise<RunningNginx> {
  const nginx = findNginx();
  // From a hook (tempFolder cannot be): removed by stop().
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  const port = await freePort();
  writeFileSync(conf, nginxConfig(prefix, root, port, nginxMimeTypes(nginx)));
  const log = () => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const test = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  }
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + WAIT_BUDGET_MS;
  // Until it answers: a port taken meanwhile, or a refused file, ends it with its own words.
  for (;;) {
    const up = await fetch(`${url}/`).then(
      (res) => res.body?.cancel().then(() => true) ?? true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      const said = `${stderr}\n${log()}`;
      await stop();
      throw new Error(`nginx did not answer on ${url}:\n${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, log, stop };
}

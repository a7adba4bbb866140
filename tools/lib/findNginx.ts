/**
 * Finds nginx for the nginx stage, as findChromium finds Chromium: NGINX_PATH, else an nginx on
 * the machine, else (as root) Debian's package installed now, else fail saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary's path, installing Debian's nginx-light (else nginx) when run as root. */
export function findNginx(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env['NGINX_PATH'];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`NGINX_PATH=${configured} does not exist`);
    return configured;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No nginx found: installing Debian's nginx-light package (apt-get install)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    for (const name of ['nginx-light', 'nginx']) {
      // RUNLEVEL=1: the package's install script does not start a system nginx on port 80.
      const install = spawnSync('apt-get', ['install', '-y', '-qq', name], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
      });
      if (install.status === 0 && existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
    }
  }
  throw new Error(
    "No nginx for the nginx tests. Install Debian's package (as root: apt-get update && apt-get install -y nginx-light) or set NGINX_PATH to an nginx binary.",
  );
}

/** The MIME types file of the installed package, which the tests' configuration includes. */
export function nginxMimeTypes(nginx: string): string {
  const beside = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];
  const found = beside.find((path) => existsSync(path));
  if (found === undefined) throw new Error(`No mime.types for ${nginx} in ${beside.join(', ')}`);
  return found;
}

/**
 * Finds a Chromium for the browser tests. Playwright's own browser download cannot work here, so
 * we use Debian's: CHROMIUM_PATH, else a chromium on the machine, else (as root) install Debian's
 * package, else fail saying exactly what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** Returns the path of a Chromium binary, installing Debian's package when running as root. */
export function findChromium(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env['CHROMIUM_PATH'];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    return configured;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      "No Chromium found: installing Debian's chromium package (apt-get install -y chromium)…",
    );
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    "No Chromium for the browser tests. Install Debian's package (as root: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
}

/** The flags this machine needs: no sandbox as root, and no background traffic to a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** The browser's temporary folder: a browser closed hard leaves files there, so not /tmp. */
export const CHROMIUM_TMP_DIR = fileURLToPath(
  new URL('../../.cache/chromium-tmp', import.meta.url),
);

/** Playwright's launch options for every browser test: findChromium, CHROMIUM_ARGS, TMPDIR. */
export function chromiumLaunchOptions(): {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
} {
  mkdirSync(CHROMIUM_TMP_DIR, { recursive: true });
  // Playwright's `env` replaces the browser's environment and takes no unset (undefined) values.
  const env = Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined);
  return {
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS],
    env: { ...Object.fromEntries(env), TMPDIR: CHROMIUM_TMP_DIR },
  };
}

/**
 * `npm install`'s last line, on a machine whose Node is older than the project's packages ask
 * for: npm runs on that Node and would print dozens of EBADENGINE warnings that read like a failed
 * install, while the project's commands run on the `node` devDependency. `.npmrc` hides the
 * warnings (loglevel=error); this line says why, and how to see them.
 */
import { readFileSync } from 'node:fs';

type Version = readonly [number, number, number];

/** `major.minor.patch` of a version string such as `v20.20.2`, or null. */
function parseVersion(text: string): Version | null {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function older(a: Version, b: Version): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The note to print after an install, or null when npm's own Node (from npm_config_user_agent)
 * satisfies `engines` (`>=x.y.z`) or either cannot be read. `scriptsNode`: the commands' Node.
 */
export function installNote(
  userAgent: string | undefined,
  engines: string | undefined,
  scriptsNode: string,
): string | null {
  const npmNode = /\bnode\/(v\d+\.\d+\.\d+)/.exec(userAgent ?? '')?.[1];
  const minimum = /^\s*>=\s*(\d+\.\d+\.\d+)\s*$/.exec(engines ?? '')?.[1];
  const have = npmNode === undefined ? null : parseVersion(npmNode);
  const need = minimum === undefined ? null : parseVersion(minimum);
  if (have === null || need === null || !older(have, need)) return null;
  return [
    `Installed. npm ran on Node ${npmNode}, older than this project's packages need (${minimum} or later),`,
    `but its commands (npm start, npm test, …) run on Node ${scriptsNode} from node_modules (the "node"`,
    `devDependency), so all is well. npm's engine warnings are hidden by .npmrc (loglevel=error);`,
    `npm install --loglevel=warn shows them.`,
  ].join('\n');
}

if (import.meta.main) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } };
  const note = installNote(
    process.env['npm_config_user_agent'],
    pkg.engines?.node,
    process.version,
  );
  if (note !== null) console.log(note);
}

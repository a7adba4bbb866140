/**
 * `npm install`'s last line when npm's own Node is older than the packages ask for: its EBADENGINE
 * warnings (hidden by `.npmrc`) would read like a failed install, while the project's commands run
 * on the `node` devDependency. This line says so, and how to see them.
 */
import { readFileSync } from 'node:fs';

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
  if (npmNode === undefined || minimum === undefined) return null;
  // Numeric collation compares each dotted part as a number (9 < 10).
  if (npmNode.localeCompare(`v${minimum}`, 'en', { numeric: true }) >= 0) return null;
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

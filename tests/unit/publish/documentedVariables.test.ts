import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules that read the environment for the commands an operator runs: the site's and the
 * rebuild service's configuration, the servers, Node plumbing, the demo back end and the commands.
 */
const READERS = ['src/config', 'src/publish', 'src/server', 'src/node', 'demo', 'scripts'];

/** The modules whose every variable must also be in `.env.example` (the operator's template). */
const TEMPLATE_READERS = ['src/config/readConfig.ts', 'src/publish/webhookConfig.ts'];

/** Every TypeScript file under `dir`, or `dir` itself when it is a file. */
function sources(dir: string): string[] {
  if (dir.endsWith('.ts')) return [dir];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

/**
 * The variables a source reads: `env['NAME']` (any environment record, `process.env` included)
 * and the readers that take the record and a name, `integer(env, 'NAME', …)`.
 */
function variablesIn(source: string): string[] {
  return [
    ...source.matchAll(/env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g),
    ...source.matchAll(/\(\s*(?:options\.)?env,\s*['"]([A-Z][A-Z0-9_]*)['"]/g),
  ].map((m) => m[1] ?? '');
}

/** Every variable the files under `dirs` read, sorted, each once. */
function variablesRead(dirs: readonly string[]): string[] {
  const names = dirs.flatMap(sources).flatMap((file) => variablesIn(readFileSync(file, 'utf8')));
  return [...new Set(names)].sort();
}

/** The variables named in the first cell of a table row of docs/configuration.md. */
function documentedVariables(): Set<string> {
  const rows = readFileSync('docs/configuration.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const firstCells = rows.map((row) => row.split('|')[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? '')),
  );
}

describe('every variable an operator can set is documented', () => {
  const variables = variablesRead(READERS);
  const documented = documentedVariables();

  it('finds the variables of the site, the servers and the rebuild service', () => {
    expect(variables).toEqual(
      expect.arrayContaining([
        'SITE_URL',
        'TRUSTED_PROXIES',
        'BACKEND_DB',
        'WEBHOOK_SECRET',
        'WEBHOOK_PORT',
        'RELEASES_DIR',
        'DEPLOY_COMMAND',
      ]),
    );
  });

  it('reads a variable from each way of naming one', () => {
    expect(
      variablesIn(`a(process.env['PORT']); integer(env, 'WEBHOOK_PORT', 1); b(options.env, "X_Y")`),
    ).toEqual(['PORT', 'WEBHOOK_PORT', 'X_Y']);
  });

  it.each(variables)('%s is in a table row of docs/configuration.md', (name) => {
    expect(documented).toContain(name);
  });

  it.each(variablesRead(TEMPLATE_READERS))('%s is in .env.example', (name) => {
    expect(readFileSync('.env.example', 'utf8')).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

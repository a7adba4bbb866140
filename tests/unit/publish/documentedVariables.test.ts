import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every variable the rebuild service reads, found in its configuration module's source. */
function variablesRead(): string[] {
  const source = readFileSync('src/publish/webhookConfig.ts', 'utf8');
  const names = [
    ...source.matchAll(/env\['([A-Z_]+)'\]/g),
    ...source.matchAll(/\(\s*env,\s*'([A-Z_]+)'/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

describe('the rebuild service’s variables are documented (README and .env.example)', () => {
  const variables = variablesRead();

  it('finds the variables', () => {
    expect(variables).toEqual(
      expect.arrayContaining(['WEBHOOK_SECRET', 'WEBHOOK_PORT', 'RELEASES_DIR', 'DEPLOY_COMMAND']),
    );
  });

  it.each(variables)('%s is in the README table and in .env.example', (name) => {
    expect(readFileSync('README.md', 'utf8')).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
    expect(readFileSync('.env.example', 'utf8')).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

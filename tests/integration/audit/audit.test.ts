/**
 * `npm run audit` runs the real `npm audit --omit=dev` against an advisory service speaking the
 * registry's protocol: clean, vulnerable and refused must each give their own exit status, and a
 * refused audit must never pass.
 */
import { describe, expect, it } from 'vitest';
import { startFakeAdvisoryService, type BulkAdvisory } from '../../support/fakeAdvisoryService.ts';
import { runCommand } from '../../support/runCommand.ts';
import { tempFolder } from '../../support/tempFolder.ts';

const cache = tempFolder('audit-cache-');

async function audit(answer: Parameters<typeof startFakeAdvisoryService>[0]) {
  const service = await startFakeAdvisoryService(answer);
  try {
    const result = await runCommand('tools/audit.ts', {
      npm_config_registry: service.url,
      npm_config_cache: cache,
    });
    return { ...result, asked: service.asked };
  } finally {
    await service.close();
  }
}

const ADVISORY: BulkAdvisory = {
  id: 1,
  url: 'https://github.com/advisories/GHSA-test-undi-ci00',
  title: 'Test advisory against every undici',
  severity: 'high',
  vulnerable_versions: '>=0.0.0',
};

describe('npm run audit', () => {
  it('passes when the advisory service knows nothing against the production packages', async () => {
    const result = await audit({});
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^npm audit --omit=dev: 0 known vulnerabilities in \d+ production packages\.$/m,
    );
    // What ships is asked about; the dev tools are not (--omit=dev).
    const names = Object.keys(result.asked[0] ?? {});
    expect(names).toEqual(expect.arrayContaining(['astro', 'sanitize-html', 'undici', 'react']));
    expect(names).not.toContain('vitest');
    expect(names).not.toContain('playwright-core');
  });

  it('fails naming the package, its advisory and what pulls it in', async () => {
    const result = await audit({ undici: [ADVISORY] });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('undici');
    expect(result.stderr).toContain(`${ADVISORY.title} (${ADVISORY.url})`);
    expect(result.stderr).toMatch(/astro[^\n]*\(high\)\n\s+through /);
  });

  it('does not pass when the registry refuses the advisory endpoint', async () => {
    const result = await audit('refuse');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/could not check the dependencies: 405 Method Not Allowed/);
    expect(result.stderr).toContain('This is not a pass');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childEnvironment, SECRET_VARIABLES } from '../../../src/publish/childEnvironment.ts';
import { runDeployCommand } from '../../../src/publish/runDeployCommand.ts';

const SECRET = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
const TOKEN = 'webhook-token-'.repeat(3);
const STATUS = 'status-token-'.repeat(3);

describe('childEnvironment: what the build worker and DEPLOY_COMMAND are started with', () => {
  it('leaves out the secret variables and any variable holding their values', () => {
    const env = {
      PATH: '/usr/bin',
      SITE_URL: 'https://www.example.org',
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_TOKEN: TOKEN,
      STATUS_TOKEN: STATUS,
      // The same secrets under other names: an operator's copy, or the key behind whsec_.
      MY_COPY: ` ${SECRET} `,
      SIGNING_KEY: SECRET.replace('whsec_', ''),
      CRON_TOKEN: TOKEN,
    };
    expect(childEnvironment(env)).toEqual({
      PATH: '/usr/bin',
      SITE_URL: 'https://www.example.org',
    });
  });

  it('keeps every other variable as it is, and never holds a secret (any names and values)', () => {
    const name = fc.stringMatching(/^[A-Z_][A-Z0-9_]{0,12}$/);
    fc.assert(
      fc.property(
        fc.dictionary(name, fc.string({ maxLength: 20 })),
        fc.subarray([...SECRET_VARIABLES]),
        fc.string({ minLength: 1, maxLength: 20 }),
        (others, secretNames, secret) => {
          const env: NodeJS.ProcessEnv = { ...others };
          for (const n of secretNames) env[n] = secret;
          const child = childEnvironment(env);
          for (const n of SECRET_VARIABLES) expect(child).not.toHaveProperty(n);
          const secrets = secretNames.length > 0 && secret.trim() !== '' ? [secret.trim()] : [];
          for (const [key, value] of Object.entries(env)) {
            if ((SECRET_VARIABLES as readonly string[]).includes(key)) continue;
            const holdsSecret = secrets.includes((value ?? '').trim());
            expect(child[key]).toBe(holdsSecret ? undefined : value);
          }
        },
      ),
    );
  });

  it('is what DEPLOY_COMMAND runs with: a real shell prints no secret', async () => {
    const lines: string[] = [];
    await runDeployCommand({
      command: 'env',
      releasePath: '/srv/releases/r1',
      releaseId: 'r1',
      kind: 'preview',
      cwd: process.cwd(),
      timeoutMs: 30_000,
      env: { PATH: process.env['PATH'], WEBHOOK_SECRET: SECRET, WEBHOOK_TOKEN: TOKEN, KEEP: 'me' },
      onLine: (line) => lines.push(line),
    });
    expect(lines).toContain('KEEP=me');
    expect(lines).toContain('RELEASE_ID=r1');
    expect(lines).toContain('RELEASE_KIND=preview');
    const printed = lines.join('\n');
    expect(printed).not.toContain('WEBHOOK_');
    expect(printed).not.toContain(SECRET.replace('whsec_', ''));
    expect(printed).not.toContain(TOKEN);
  });
});

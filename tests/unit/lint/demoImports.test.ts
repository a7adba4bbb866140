/**
 * The lint rule that keeps the demo back end out of the product (eslint.config.js): an import of
 * demo/ from any folder of src/ is an error, in every kind of source file, also in the folders
 * whose own import rules would otherwise replace it; the commands, tools and tests may import it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fire on `code` linted as the file at `filePath`. */
async function rulesFiring(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RULE = '@typescript-eslint/no-restricted-imports';

describe('nothing under src/ imports demo/', () => {
  it.each([
    ['src/build/pullSomething.ts', '../../demo/backend/startBackend.ts'],
    ['src/server/someServer.ts', '../../demo/siteWithApi.ts'],
    ['src/content/someRule.ts', '../../demo/seed/seedTables.ts'],
    ['src/features/contact/Something.tsx', '../../../demo/backend/apiHandler.ts'],
  ])('%s importing %s is an error', async (file, target) => {
    const code = `import { x } from '${target}';\nexport const y = x;\n`;
    expect(await rulesFiring(code, file)).toContain(RULE);
  });

  it('an Astro component too', async () => {
    const code = `---\nimport { x } from '../../../demo/seed/items.ts';\n---\n<p>{x}</p>\n`;
    expect(await rulesFiring(code, 'src/components/views/Some.astro')).toContain(RULE);
  });

  it('the commands and the tools may (they start the demo back end)', async () => {
    const code = `import { x } from '../demo/demoBackendFor.ts';\nexport const y = x;\n`;
    expect(await rulesFiring(code, 'scripts/something.ts')).not.toContain(RULE);
    expect(await rulesFiring(code, 'tools/something.ts')).not.toContain(RULE);
  });
});

/**
 * The folder boundaries eslint.config.js holds. The demo back end stays out of the product: an
 * import of demo/ from any folder of src/ is an error, in every kind of source file, also in the
 * folders whose own import rules would otherwise replace it; the commands, tools and tests may
 * import it. The engine, the release format, the servers and the rebuild service stay apart: the
 * service reaches the engine only through the worker protocol.
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

describe('the engine, the release format, the servers and the rebuild service stay apart', () => {
  const FOLDER_RULE = 'no-restricted-imports';
  it.each([
    ['src/publish/pipeline.ts', '../build/buildSite.ts'],
    ['src/publish/pipeline.ts', '../build/astro/warmRenderer.ts'],
    ['src/build/buildSite.ts', '../publish/pipeline.ts'],
    ['src/build/buildSite.ts', '../server/siteServer.ts'],
    ['src/release/releaseStore.ts', '../build/buildSite.ts'],
    ['src/release/releaseStore.ts', '../publish/backgroundTasks.ts'],
    ['src/server/siteServer.ts', '../build/buildSite.ts'],
    ['src/server/siteServer.ts', '../publish/statusPage.ts'],
    ['src/node/walkFolder.ts', '../release/releaseStore.ts'],
    ['src/publish/pipeline.ts', '../../tools/bench.ts'],
  ])('%s importing %s is an error', async (file, target) => {
    const code = `import { x } from '${target}';\nexport const y = x;\n`;
    expect(await rulesFiring(code, file)).toContain(FOLDER_RULE);
  });

  it.each([
    ['src/publish/buildWorker.ts', '../build/workerProtocol.ts'],
    ['src/publish/pipeline.ts', '../release/releaseStore.ts'],
    ['src/build/buildSite.ts', '../release/releaseKeys.ts'],
    ['src/server/siteServer.ts', '../release/releaseStore.ts'],
    ['src/node/removeFolder.ts', './walkFolder.ts'],
  ])('%s importing %s is allowed', async (file, target) => {
    const code = `import { x } from '${target}';\nexport const y = x;\n`;
    expect(await rulesFiring(code, file)).not.toContain(FOLDER_RULE);
  });
});

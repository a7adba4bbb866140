/**
 * Builds an Astro test fixture (`FIXTURE_ROOT`) into `FIXTURE_OUT`, in its own process as the
 * site's build runs (one Astro build per process). The types Astro generates into the fixture's
 * `.astro/` are removed again, so the fixture leaves nothing behind in the repository.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';

const root = process.env['FIXTURE_ROOT'];
const outDir = process.env['FIXTURE_OUT'];
if (!root || !outDir) throw new Error('FIXTURE_ROOT and FIXTURE_OUT are required');
try {
  await build({ root, outDir, logLevel: 'warn' });
} finally {
  rmSync(join(root, '.astro'), { recursive: true, force: true });
}

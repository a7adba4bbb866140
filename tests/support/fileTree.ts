/** Every file under a folder with its bytes, for comparing two builds file by file. */
import { sitePath } from '../../src/release/catalogueFile.ts';
import { ALIAS_COPIES } from '../../src/release/changedPages.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnderSync } from '../../src/node/walkFolder.ts';

/** Every file under `root` with its bytes, by path relative to `root`. */
export function fileTree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const file of filesUnderSync(root)) files.set(file, readFileSync(join(root, file)));
  return files;
}

/** The files two folders do not share, and those whose bytes differ: all empty when identical. */
export function treeDifferences(
  rootA: string,
  rootB: string,
): { readonly onlyA: string[]; readonly onlyB: string[]; readonly differing: string[] } {
  const a = fileTree(rootA);
  const b = fileTree(rootB);
  return {
    onlyA: [...a.keys()].filter((path) => !b.has(path)).sort(),
    onlyB: [...b.keys()].filter((path) => !a.has(path)).sort(),
    differing: [...a]
      .filter(([path, bytes]) => b.has(path) && !bytes.equals(b.get(path)!))
      .map(([path]) => path)
      .sort(),
  };
}

/**
 * The site paths of the HTML pages two folders do not share or hold with other bytes, found by a
 * walk of both, sorted (the German not-found page's alias copies left out: the same page again):
 * what the status page's changed pages must list.
 */
export function pagesDiffering(rootA: string, rootB: string): string[] {
  const { onlyA, onlyB, differing } = treeDifferences(rootA, rootB);
  return [...onlyA, ...onlyB, ...differing]
    .filter((file) => file.endsWith('.html'))
    .map((file) => sitePath(file))
    .filter((path) => !ALIAS_COPIES.has(path))
    .sort();
}

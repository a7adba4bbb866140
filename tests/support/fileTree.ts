/** Every file under a folder with its bytes, for comparing two builds file by file. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `root` with its bytes, by path relative to `root`. */
export function fileTree(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length + 1), readFileSync(path));
  }
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

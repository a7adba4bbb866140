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

/** Where the nginx stage gets its nginx: NGINX_PATH when set, refused when it names nothing. */
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findNginx } from '../../../../tools/lib/findNginx.ts';
import { tempFolder } from '../../../support/tempFolder.ts';

describe('findNginx', () => {
  it('takes NGINX_PATH when it exists, and refuses one that does not, naming it', () => {
    const nginx = join(tempFolder('find-nginx-'), 'nginx');
    expect(() => findNginx({ NGINX_PATH: nginx })).toThrow(`NGINX_PATH=${nginx} does not exist`);
    writeFileSync(nginx, '');
    expect(findNginx({ NGINX_PATH: nginx })).toBe(nginx);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installNote } from '../../../tools/installNote.ts';

const agent = (node: string) => `npm/11.19.1 node/${node} linux x64 workspaces/false`;

describe('installNote', () => {
  it('explains, in one short note, why npm on an older Node is no failed install', () => {
    const note = installNote(agent('v20.20.2'), '>=22.12.0', 'v24.21.0');
    expect(note).toMatch(/^Installed\. npm ran on Node v20\.20\.2, older than .*22\.12\.0/);
    expect(note).toContain('run on Node v24.21.0 from node_modules');
    expect(note).toContain('npm install --loglevel=warn');
    expect(note?.split('\n').length).toBeLessThanOrEqual(4);
  });

  it('says nothing when npm’s Node is new enough, or a version cannot be read', () => {
    expect(installNote(agent('v22.12.0'), '>=22.12.0', 'v24.21.0')).toBeNull();
    expect(installNote(agent('v24.1.0'), '>=22.12.0', 'v24.21.0')).toBeNull();
    expect(installNote(undefined, '>=22.12.0', 'v24.21.0')).toBeNull();
    expect(installNote('yarn/1.22.0', '>=22.12.0', 'v24.21.0')).toBeNull();
    expect(installNote(agent('v20.0.0'), '^22 || ^24', 'v24.21.0')).toBeNull();
  });

  it('speaks exactly when npm’s Node is below the minimum', () => {
    const v = fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30));
    fc.assert(
      fc.property(v, v, (have, need) => {
        const below =
          have[0] !== need[0]
            ? have[0] < need[0]
            : have[1] !== need[1]
              ? have[1] < need[1]
              : have[2] < need[2];
        const note = installNote(agent(`v${have.join('.')}`), `>=${need.join('.')}`, 'v24.0.0');
        expect(note !== null).toBe(below);
      }),
    );
  });
});

/**
 * A build's content (siteContent.ts), built on the build's thread or in a worker thread while Astro
 * bundles: the same content either way, JSON files included, and the worker's failure as the
 * build's own.
 */
import { describe, expect, it } from 'vitest';
import {
  copyable,
  fromCopy,
  keyed,
  siteContentInWorker,
  unkeyedContent,
  type SiteContent,
} from '../../../src/build/siteContent.ts';
import { readConfig } from '../../../src/config/readConfig.ts';
import type { Tables } from '../../../src/content/types.ts';
import { secondContentTables } from '../../support/secondContent.ts';

const config = readConfig({ SITE_URL: 'https://example.org' });
const tables = secondContentTables() as Tables;
/** The content of a build of `tables` on this thread, keyed for code version `code`. */
const siteContent = (from: Tables, code: string) => keyed(unkeyedContent(from, config), code);

/** Content as data: each JSON file as it is written instead of the function that computes it. */
const asData = (content: SiteContent) => ({
  ...content,
  catalogue: {
    ...content.catalogue,
    json: content.catalogue.json.map((entry) => ({
      path: entry.path,
      file: JSON.stringify(entry.json()),
    })),
  },
});

describe('siteContent', () => {
  it('is the same content after a copy to another thread', () => {
    const content = siteContent(tables, 'code-1');
    const copied = fromCopy(structuredClone(copyable(content)));
    expect(asData(copied)).toEqual(asData(content));
    expect(copied.catalogue.json.length).toBeGreaterThan(3);
    const { pages, json, feeds } = content.catalogue;
    expect(content.keys.size).toBe(pages.length + json.length + feeds.length);
  });

  it('is built in a worker thread as on the build’s own, keyed with the code version it is sent later', async () => {
    let sendCode: (code: string) => void = () => undefined;
    const code = new Promise<string>((resolve) => (sendCode = resolve));
    const inWorker = siteContentInWorker(tables, config, code);
    sendCode('code-2');
    expect(asData(await inWorker)).toEqual(asData(siteContent(tables, 'code-2')));
  });

  it('fails with the content’s own error when the content cannot be built', async () => {
    const broken = null as unknown as Tables;
    const here = (() => {
      try {
        siteContent(broken, 'code');
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(here).not.toBeNull();
    await expect(siteContentInWorker(broken, config, Promise.resolve('code'))).rejects.toThrow(
      here!,
    );
  });

  it('fails when the code version cannot be worked out', async () => {
    await expect(
      siteContentInWorker(tables, config, Promise.reject(new Error('no code version'))),
    ).rejects.toThrow('no code version');
  });
});

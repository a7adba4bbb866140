import { describe, expect, it } from 'vitest';
import { findPageByPath } from '../../../src/content/findPageByPath.ts';

const pages = [
  { title: 'Home' },
  { title: 'About Us' },
  { title: 'Über uns' },
  { title: 'Digital Strategy' },
  { title: 'C++ & C#' },
];

describe('a page is chosen by matching its title against the path, ignoring punctuation, hyphens and case', () => {
  it.each([
    ['/about-us', 'About Us'],
    ['/About Us', 'About Us'],
    ['/About%20Us', 'About Us'],
    ['about_us', 'About Us'],
    ['/ABOUT-US/', 'About Us'],
    ['/ueber-uns', 'Über uns'],
    ['/%C3%BCber-uns', 'Über uns'],
    ['/de/digital-strategy', 'Digital Strategy'],
    ['/x/y/digital+strategy?utm=1#top', 'Digital Strategy'],
    ['/c-c', 'C++ & C#'],
    ['/', 'Home'],
    ['', 'Home'],
    ['/de/', 'Home'],
  ])('%j → %s', (path, title) => {
    expect(findPageByPath(pages, path)?.title).toBe(title);
  });

  it('returns null when nothing matches, or the key is empty', () => {
    expect(findPageByPath(pages, '/nowhere')).toBeNull();
    expect(findPageByPath(pages, '/---')).toBeNull();
  });

  it('an invalid encoding is used as is', () => {
    expect(findPageByPath([{ title: '100% Digital' }], '/100%-digital')?.title).toBe(
      '100% Digital',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { contactFormId } from '../../../../src/features/contact/contactFormId.ts';

describe('contact form ids', () => {
  it('numbers the forms of one render of a page: contact, contact-2, contact-3', () => {
    const render = {};
    expect([1, 2, 3].map(() => contactFormId(render))).toEqual([
      'contact',
      'contact-2',
      'contact-3',
    ]);
  });

  it('gives a page rendered again the ids of its first render, as a full build does', () => {
    // A renderer kept between builds, or astro dev, renders the same page many times in one
    // process: each render is a request of its own (a new Astro.locals).
    const renders = [{}, {}, {}];
    expect(renders.map((render) => contactFormId(render))).toEqual([
      'contact',
      'contact',
      'contact',
    ]);
    const again = {};
    contactFormId(again);
    expect(contactFormId(again)).toBe('contact-2');
  });
});

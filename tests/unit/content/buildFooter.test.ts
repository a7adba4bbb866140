import { describe, expect, it } from 'vitest';
import { buildFooter } from '../../../src/content/buildFooter.ts';
import { buildLinkIndex } from '../../../src/content/buildLinkIndex.ts';
import { siteTables } from './fixtures.ts';

const index = buildLinkIndex({
  pages: [
    { titles: ['About Us', 'Über uns'], slug: 'about-us' },
    { titles: ['Careers'], slug: 'careers' },
  ],
});

describe('Footer grouped by FooterTaxType', () => {
  const { footer, warnings } = buildFooter(siteTables().Footer, 'en', index);

  it('Navigation: column headers with their children (ParentId = column id), sorted by SortOrder', () => {
    expect(footer.columns).toEqual([
      {
        id: '10',
        title: 'Company',
        links: [
          { label: 'Contact', href: '/contact', external: false },
          { label: 'About Us', href: '/about-us', external: false },
        ],
      },
    ]);
  });

  it('brand name, address and copyright text', () => {
    expect(footer.brandName).toBe('Consulting Firm');
    expect(footer.address).toBe('Main Street 1, Berlin');
    expect(footer.copyright).toBe('© 2024 Consulting Firm');
  });

  it('social links: platform from Title (x → twitter), sorted; unknown platforms skipped with a warning', () => {
    expect(footer.social).toEqual([
      { platform: 'twitter', href: 'https://x.com/firm' },
      { platform: 'linkedin', href: 'https://www.linkedin.com/company/x' },
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ code: 'unknown-value', rowId: '17' }),
    );
  });

  it('email and phone (without mailto:/tel:)', () => {
    expect(footer.email).toBe('info@example.org');
    expect(footer.phone).toBe('+49 30 1234 567');
  });

  it('bottom navigation goes to /{title}, resolved', () => {
    expect(footer.bottomLinks).toEqual([
      { label: 'Privacy Policy', href: '/privacy-policy', external: false },
      { label: 'Careers', href: '/careers', external: false },
    ]);
  });

  it('German: Title_DE labels and German paths', () => {
    const de = buildFooter(siteTables().Footer, 'de', index).footer;
    expect(de.columns[0]?.title).toBe('Firma');
    expect(de.columns[0]?.links.map((l) => l.href)).toEqual(['/de/contact', '/de/about-us']);
    expect(de.bottomLinks.map((l) => `${l.label} ${l.href}`)).toEqual([
      'Datenschutz /datenschutz',
      'Careers /de/careers',
    ]);
  });

  it('faults are skipped with warnings: unknown type, orphan child, bad social link, unusable email', () => {
    const result = buildFooter(
      [
        { id: 1, Title: 'Odd', FooterTaxType: 'Sidebar' },
        { id: 2, ParentId: 50, Title: 'Orphan' },
        {
          id: 3,
          Title: 'Facebook',
          href: 'javascript:alert(1)',
          FooterTaxType: 'Social Media Link',
        },
        { id: 4, Title: 'not an address', FooterTaxType: 'Email' },
      ],
      'en',
      index,
    );
    expect(result.footer.social).toEqual([]);
    expect(result.footer.email).toBeNull();
    expect(result.warnings.map((w) => `${w.code}#${w.rowId ?? ''}`)).toEqual([
      'unknown-value#1',
      'missing-reference#2',
      'unsafe-html#3',
      'unknown-value#4',
    ]);
  });

  it('an empty Footer table gives an empty footer', () => {
    expect(buildFooter([], 'en', index).footer).toEqual({
      columns: [],
      brandName: '',
      address: '',
      social: [],
      email: null,
      phone: null,
      bottomLinks: [],
      copyright: '',
    });
  });
});

/**
 * Demo TopNavigation and Footer rows: sub-menus, an anchor link, and every FooterTaxType. What a
 * visitor sees reads as a real site's menus would: labels are words, not route names, and the page
 * that exists to show hostile content being neutralised (Compliance Notes, pages.ts) stays in the
 * data for the tests but is linked from no menu or footer.
 */
import type { Row } from '../../src/content/types.ts';
import { bilingualRows } from './helpers.ts';

export const topNavigation: Row[] = bilingualRows([
  { id: 1, ParentId: null, Title: ['Home', 'Startseite'], href: '', SortOrder: 1 },
  { id: 2, ParentId: null, Title: ['About Us', 'Über uns'], href: '', SortOrder: 2 },
  {
    id: 3,
    ParentId: 2,
    Title: ['Meet the Team', 'Unser Team'],
    href: '/careers#meet-our-team',
    SortOrder: 1,
  },
  { id: 4, ParentId: 2, Title: ['Showcase', 'Schaufenster'], href: '', SortOrder: 2 },
  { id: 5, ParentId: null, Title: ['Services', 'Leistungen'], href: '', SortOrder: 3 },
  {
    id: 6,
    ParentId: 5,
    Title: ['Digital Strategy + Change', 'Digitale Strategie + Wandel'],
    href: '',
    SortOrder: 1,
  },
  // No SortOrder: sorts as 0, so first among the children of Services.
  { id: 8, ParentId: 5, Title: ['Services', 'Alle Leistungen'], href: '' },
  { id: 9, ParentId: null, Title: ['Careers', 'Karriere'], href: '', SortOrder: 4 },
  {
    id: 10,
    ParentId: 9,
    Title: ['Open Positions', 'Offene Stellen'],
    href: '/careers#section-positions',
    SortOrder: 1,
  },
  { id: 11, ParentId: null, Title: ['News', 'Neuigkeiten'], href: '', SortOrder: 5 },
  { id: 12, ParentId: null, Title: ['Events', 'Veranstaltungen'], href: '', SortOrder: 6 },
  { id: 13, ParentId: null, Title: ['Contact', 'Kontakt'], href: '', SortOrder: 7 },
]);

/**
 * A footer row in the back end's column order; unless given: a Navigation link, no parent, no
 * href, first place.
 */
function footerRow({
  id,
  ParentId = null,
  Title,
  href = '',
  SortOrder = 1,
  FooterTaxType = 'Navigation',
}: {
  id: number;
  ParentId?: number | null;
  Title: string | readonly [string, string];
  href?: string;
  SortOrder?: number;
  FooterTaxType?: string;
}) {
  return { id, ParentId, Title, href, SortOrder, FooterTaxType };
}

export const footer: Row[] = bilingualRows([
  footerRow({ id: 1, Title: ['Company', 'Unternehmen'] }),
  footerRow({ id: 2, ParentId: 1, Title: ['About Us', 'Über uns'] }),
  footerRow({ id: 3, ParentId: 1, Title: ['Careers', 'Karriere'], SortOrder: 2 }),
  footerRow({ id: 4, ParentId: 1, Title: ['Contact Us', 'Kontakt'], SortOrder: 3 }),
  footerRow({ id: 5, Title: ['Expertise', 'Expertise'], SortOrder: 2 }),
  footerRow({ id: 6, ParentId: 5, Title: ['Services', 'Leistungen'] }),
  footerRow({
    id: 7,
    ParentId: 5,
    Title: ['Digital Strategy + Change', 'Digitale Strategie + Wandel'],
    SortOrder: 2,
  }),
  // The label says News; the href carries the route (a footer link without one goes to /{title}).
  footerRow({
    id: 8,
    ParentId: 5,
    Title: ['News', 'Neuigkeiten'],
    href: '/NewsHome',
    SortOrder: 3,
  }),
  footerRow({
    id: 9,
    ParentId: 5,
    Title: ['Events', 'Veranstaltungen'],
    href: '/EventHome',
    SortOrder: 4,
  }),
  footerRow({ id: 20, Title: 'Lindenfeld Consulting', FooterTaxType: 'Brand Name' }),
  footerRow({
    id: 21,
    Title: ['Lindenallee 12, 10115 Berlin, Germany', 'Lindenallee 12, 10115 Berlin, Deutschland'],
    FooterTaxType: 'Address',
  }),
  ...(
    [
      ['facebook', 'https://www.facebook.com/lindenfeld.consulting'],
      ['LinkedIn', 'https://www.linkedin.com/company/lindenfeld-consulting'],
      ['twitter', 'https://twitter.com/lindenfeld'],
      ['Instagram', 'https://www.instagram.com/lindenfeld.consulting'],
    ] as const
  ).map(([Title, href], i) =>
    footerRow({ id: 22 + i, Title, href, SortOrder: i + 1, FooterTaxType: 'Social Media Link' }),
  ),
  footerRow({ id: 26, Title: 'hello@lindenfeld-consulting.example', FooterTaxType: 'Email' }),
  footerRow({ id: 27, Title: '+49 30 1234 5678', FooterTaxType: 'Phone' }),
  footerRow({
    id: 28,
    Title: ['Privacy Policy', 'Datenschutz'],
    FooterTaxType: 'Bottom Navigation',
  }),
  footerRow({
    id: 30,
    Title: [
      '© 2026 Lindenfeld Consulting. All rights reserved.',
      '© 2026 Lindenfeld Consulting. Alle Rechte vorbehalten.',
    ],
    FooterTaxType: 'Copy Write Text',
  }),
]);

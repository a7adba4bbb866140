import { describe, expect, it } from 'vitest';
import { buildLinkIndex } from '../../../src/content/buildLinkIndex.ts';
import { componentButton } from '../../../src/content/componentButton.ts';
import { detectUnsafeHtml } from '../../../src/content/detectUnsafeHtml.ts';
import { excerpt } from '../../../src/content/excerpt.ts';
import { parseTemplateConfig } from '../../../src/content/parseTemplateConfig.ts';
import { plainText } from '../../../src/content/plainText.ts';
import { safeImageUrl } from '../../../src/content/safeImageUrl.ts';
import { dedupeWarnings, formatWarning, makeWarning } from '../../../src/content/warnings.ts';

describe('images only site-relative or https from an allowed origin', () => {
  it('keeps site-relative addresses and https ones from an allowed image origin (IMAGE_ORIGINS)', () => {
    expect(safeImageUrl('https://cdn.example/a.png', ['https://cdn.example'])).toEqual({
      url: 'https://cdn.example/a.png',
      unsafe: false,
    });
    expect(safeImageUrl(' /images/a.png ')).toEqual({ url: '/images/a.png', unsafe: false });
    expect(safeImageUrl('PublishingImages/a.png')).toEqual({
      url: '/PublishingImages/a.png',
      unsafe: false,
    });
  });

  it('an empty cell is no image, not a fault', () => {
    expect(safeImageUrl(null)).toEqual({ url: null, unsafe: false });
    expect(safeImageUrl('  ')).toEqual({ url: null, unsafe: false });
  });

  it.each([
    'http://insecure.example/a.png',
    'data:image/png;base64,AA',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '//evil.example/a.png',
    '\\\\evil\\a.png',
    'ftp://x/a.png',
    'https://other.example/a.png',
    'https://cdn.example.evil.example/a.png',
    'https://cdn.example:8443/a.png',
  ])('%j is refused', (value) => {
    expect(safeImageUrl(value, ['https://cdn.example'])).toEqual({ url: null, unsafe: true });
  });

  it('an https image is refused when no image origin is configured (the policy would block it)', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toEqual({ url: null, unsafe: true });
  });
});

describe('PageModel.metaDescription: the start of the text, about 160 characters', () => {
  it('keeps short text, cuts long text at a word with an ellipsis', () => {
    expect(excerpt('  Short   text ')).toBe('Short text');
    const long = 'word '.repeat(60);
    const cut = excerpt(long);
    expect([...cut].length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('unsafe HTML is reported as a warning (the sanitiser removes it anyway)', () => {
  it.each([
    ['<script>x</script>', '<script>'],
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['<a href="jav&#x09;ascript:x">', 'javascript:'],
    ['<a href="&#106;avascript&colon;x">', 'javascript:'],
    ['<img src="data:image/png;base64,AA">', 'data:'],
    ['<svg onload=alert(1)>', '<svg>'],
  ])('%j → mentions %s', (html, hint) => {
    expect(detectUnsafeHtml(html)).toContain(hint);
  });

  it('ordinary rich text is fine', () => {
    expect(detectUnsafeHtml('<p>Data: online (see <a href="https://x">x</a>)</p>')).toBeNull();
    expect(detectUnsafeHtml(null)).toBeNull();
  });
});

describe('Plain-text fields: markup removed, entities decoded', () => {
  it('strips tags and decodes entities only when there is markup', () => {
    expect(plainText('<div>About <b>Us</b></div>')).toBe('About Us');
    expect(plainText('R&amp;D')).toBe('R&D');
    expect(plainText('<script>alert(1)</script>Title')).toBe('Title');
    expect(plainText('  Main Street 1\nBerlin ')).toBe('Main Street 1\nBerlin');
    expect(plainText(7)).toBe('7');
  });
});

describe('TemplateConfiguration: template, selectedType, dataSource, cardType, orderingType, imagePosition', () => {
  const ctx = { table: 'ContainerList', rowId: '1', column: 'TemplateConfiguration' } as const;

  it('normalises names and maps dataSource', () => {
    const { config, warnings } = parseTemplateConfig(
      [
        {
          Title: 'datagrid',
          selectedType: 'cardgrid 3',
          dataSource: 'News',
          cardType: ' Blog Card ',
          orderingType: 'LOWERCASEROMAN',
          imagePosition: 'Left',
        },
      ],
      ctx,
    );
    expect(config).toEqual({
      template: 'DataGrid',
      type: 'CardGrid-3',
      dataSource: 'Announcements',
      cardType: 'Blog Card',
      orderingType: 'lowercaseRoman',
      imagePosition: 'left',
    });
    expect(warnings).toEqual([]);
  });

  it('defaults: no template, no type, ContainerItems, none, top', () => {
    expect(parseTemplateConfig([], ctx).config).toEqual({
      template: null,
      type: null,
      dataSource: 'ContainerItems',
      cardType: '',
      orderingType: 'none',
      imagePosition: 'top',
    });
  });

  it('unknown names warn and fall back', () => {
    const { config, warnings } = parseTemplateConfig(
      [
        {
          Title: 'Carousel',
          selectedType: 'Mosaic',
          orderingType: 'greek',
          imagePosition: 'diagonal',
        },
      ],
      ctx,
    );
    expect(config.template).toBeNull();
    expect(config.type).toBeNull();
    expect(config.orderingType).toBe('none');
    expect(config.imagePosition).toBe('top');
    expect(warnings.map((w) => w.code)).toEqual([
      'unknown-template',
      'unknown-template',
      'unknown-value',
      'unknown-value',
    ]);
  });
});

describe('ComponentConfiguration: ComponentName → button label, HrefLink → link', () => {
  const index = buildLinkIndex({ pages: [{ titles: ['About Us'], slug: 'about-us' }] });
  const ctx = { table: 'ContainerList', rowId: '1', column: 'ComponentConfiguration' } as const;

  it('localizes the label and resolves the link', () => {
    const entries = [
      { ComponentName: 'Learn more', ComponentName_DE: 'Mehr erfahren', HrefLink: '/About Us' },
    ];
    expect(componentButton(entries, 'de', index, ctx).button).toEqual({
      label: 'Mehr erfahren',
      href: '/de/about-us',
      external: false,
    });
  });

  it('SiteTheme: a blank HrefLink uses the fallback (slug of the title)', () => {
    const result = componentButton(
      [{ ComponentName: 'Read', HrefLink: '' }],
      'en',
      index,
      ctx,
      '/about-us',
    );
    expect(result.button?.href).toBe('/about-us');
  });

  it('no label, no link or no config → no button', () => {
    expect(
      componentButton([{ ComponentName: '', HrefLink: '/x' }], 'en', index, ctx).button,
    ).toBeNull();
    expect(
      componentButton([{ ComponentName: 'x', HrefLink: '' }], 'en', index, ctx).button,
    ).toBeNull();
    expect(componentButton([], 'en', index, ctx).button).toBeNull();
  });

  it('a forbidden scheme drops the button with a warning; an unknown page warns broken-link', () => {
    const bad = componentButton(
      [{ ComponentName: 'x', HrefLink: 'javascript:alert(1)' }],
      'en',
      index,
      ctx,
    );
    expect(bad.button).toBeNull();
    expect(bad.warnings[0]?.code).toBe('unsafe-html');
    const broken = componentButton(
      [{ ComponentName: 'x', HrefLink: '/nowhere' }],
      'en',
      index,
      ctx,
    );
    expect(broken.button?.href).toBe('/nowhere');
    expect(broken.warnings[0]?.code).toBe('broken-link');
  });
});

describe('warnings name table, row and column', () => {
  it('formats one line per warning', () => {
    expect(
      formatWarning(
        makeWarning(
          'invalid-json',
          'ContainerList',
          '7',
          'not valid JSON',
          'TemplateConfiguration',
        ),
      ),
    ).toBe('[invalid-json] ContainerList#7 TemplateConfiguration: not valid JSON');
    expect(formatWarning(makeWarning('missing-home', 'SmartMetaData', null, 'no home'))).toBe(
      '[missing-home] SmartMetaData: no home',
    );
  });

  it('de-duplicates identical warnings', () => {
    const w = makeWarning('empty-title', 'TeamDetails', '3', 'empty');
    expect(
      dedupeWarnings([w, { ...w }, makeWarning('empty-title', 'TeamDetails', '4', 'empty')]),
    ).toHaveLength(2);
    expect('column' in w).toBe(false);
  });
});

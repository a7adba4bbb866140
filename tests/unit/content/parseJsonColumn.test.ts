import { describe, expect, it } from 'vitest';
import { parseJsonColumn } from '../../../src/content/parseJsonColumn.ts';

const ctx = { table: 'ContainerList', rowId: '7', column: 'TemplateConfiguration' } as const;

describe('JSON text columns: blank gives an empty list, a parse failure gives an empty list', () => {
  it.each([null, undefined, '', '   ', '\n\t'])('blank %j → [] without a warning', (value) => {
    expect(parseJsonColumn(value, ctx)).toEqual({ value: [] });
  });

  it('parses a JSON list', () => {
    expect(parseJsonColumn('[{"Id": 1}, {"Id": "2", "Title": "x"}]', ctx).value).toEqual([
      { Id: 1 },
      { Id: '2', Title: 'x' },
    ]);
  });

  it('treats a single object as a list of one (docs/content.md)', () => {
    expect(parseJsonColumn('{"Title": "DataGrid"}', ctx)).toEqual({
      value: [{ Title: 'DataGrid' }],
    });
  });

  it('a parse failure gives [] and a warning naming table, row id and column', () => {
    const result = parseJsonColumn('[{"Id": 1', ctx);
    expect(result.value).toEqual([]);
    expect(result.warning).toMatchObject({
      code: 'invalid-json',
      table: 'ContainerList',
      rowId: '7',
      column: 'TemplateConfiguration',
    });
  });

  it.each(['42', '"text"', 'true'])('a JSON scalar %s gives [] and a warning', (text) => {
    const result = parseJsonColumn(text, ctx);
    expect(result.value).toEqual([]);
    expect(result.warning?.code).toBe('invalid-json');
  });

  it('JSON null is an empty list, not a fault', () => {
    expect(parseJsonColumn('null', ctx)).toEqual({ value: [] });
  });

  it('a non-text cell (number) gives [] and a warning', () => {
    expect(parseJsonColumn(5, ctx).warning?.code).toBe('invalid-json');
  });

  it('accepts cells the back end already decoded (list or object)', () => {
    expect(parseJsonColumn([{ Id: 1 }], ctx).value).toEqual([{ Id: 1 }]);
    expect(parseJsonColumn({ Id: 1 }, ctx).value).toEqual([{ Id: 1 }]);
  });

  it('decodes double-encoded JSON once more, and ignores a byte-order mark', () => {
    expect(parseJsonColumn(JSON.stringify('[{"Id":3}]'), ctx).value).toEqual([{ Id: 3 }]);
    expect(parseJsonColumn('\uFEFF[{"Id":4}]', ctx).value).toEqual([{ Id: 4 }]);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['[', '{]', 'undefined', 'NaN', '[1,]', '\u0000']) {
      expect(() => parseJsonColumn(text, ctx)).not.toThrow();
    }
  });
});

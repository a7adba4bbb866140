/**
 * Rich text (richText.ts) from sanitised HTML at build time, parsed by the HTML standard's
 * algorithm (parse5) inside a <div> as on the page, so an island hydrates it without a mismatch
 * (a lenient parser would keep, say, a <div> inside a <p>, which the browser splits).
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { buildRichText, type HtmlTreeReader, type RichNode } from './richText.ts';
import type { SafeHtml } from './types.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;

const reader: HtmlTreeReader<Node> = {
  text: (node) => (node.nodeName === '#text' && 'value' in node ? node.value : null),
  tag: (node) => ('tagName' in node ? node.tagName : null),
  attribute: (node, name) =>
    'attrs' in node ? (node.attrs.find((attr) => attr.name === name)?.value ?? null) : null,
  children: (node) => ('childNodes' in node ? node.childNodes : []),
};

const DIV_CONTEXT = parseFragment('<div></div>').childNodes[0] ?? null;

/** The rich-text tree of sanitiser output (every HTML field passes the one sanitiser first). */
export function richTextFromHtml(html: SafeHtml): RichNode[] {
  if (html === '') return [];
  const context = DIV_CONTEXT && 'tagName' in DIV_CONTEXT ? DIV_CONTEXT : null;
  return buildRichText(parseFragment(context, html, {}).childNodes, reader);
}

/**
 * Rich text (richText.ts) from sanitised HTML, at build time: parsed with parse5, which implements
 * the HTML standard's parsing algorithm, in the context of a <div> as the text will stand on the
 * page. A browser parsing the markup React writes from this tree builds the same tree, so an island
 * hydrates rich text without a mismatch (a lenient parser would keep, say, a <div> inside a <p>,
 * which the browser splits).
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

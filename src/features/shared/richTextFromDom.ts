/** Rich text from a DOM tree the browser parsed, by the build's own builder and allowlist. */
import { buildRichText, type HtmlTreeReader, type RichNode } from '../../content/richText.ts';

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

const reader: HtmlTreeReader<Node> = {
  text: (node) => (node.nodeType === TEXT_NODE ? ((node as Text).data ?? '') : null),
  tag: (node) => (node.nodeType === ELEMENT_NODE ? (node as Element).localName : null),
  attribute: (node, name) => (node as Element).getAttribute(name),
  children: (node) => node.childNodes,
};

export function richTextFromDom(root: Node): RichNode[] {
  return buildRichText(root.childNodes, reader);
}

/**
 * Rich text (content/richText.ts) as React elements: React escapes every text and attribute, and
 * the tree only ever holds the sanitiser's tags and attributes.
 */
import { createElement, type ReactNode } from 'react';
import type { RichElement, RichNode } from '../../content/richText.ts';

/** HTML attribute names whose React prop is spelled differently. */
const PROP_NAMES: Readonly<Record<string, string>> = { colspan: 'colSpan', rowspan: 'rowSpan' };

export function RichText({ nodes }: { readonly nodes: readonly RichNode[] }) {
  return <>{nodes.map(renderNode)}</>;
}

function renderNode(node: RichNode, index: number): ReactNode {
  return typeof node === 'string' ? node : renderElement(node, index);
}

function renderElement([tag, attributes, ...children]: RichElement, index: number): ReactNode {
  const props: Record<string, string | number> = { key: index };
  for (const [name, value] of Object.entries(attributes)) props[PROP_NAMES[name] ?? name] = value;
  return createElement(tag, props, ...children.map(renderNode));
}

import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { attributesOf, isBodyTag, safeUrl, URL_ATTRIBUTES, VOID_TAGS, type BodyNode } from '../manifest/body-rules';
import { withArticle } from '../manifest/template';
import { ShellContext } from '../app/shell-context';
import { contactHref } from './copy-text';

type Props = {
  /** the body's checked tree (src/manifest/body.ts), from the page's data */
  tree: BodyNode[];
  /** the facts the body names, by name */
  facts: Record<string, string>;
  /** a tag drawn by a component of the page kind (the legal pages' h2 with its id) */
  components?: Partial<Record<string, ComponentType<{ children?: ReactNode }>>>;
};

/** React's names for the attributes a body may have. */
const REACT_NAMES: Record<string, string> = { class: 'className', datetime: 'dateTime' };

/**
 * A page body drawn from its tree with a fixed set of tags: nothing of it is code, and a tag,
 * attribute or link outside the body rules (body-rules.ts) is left out here too, whatever the tree
 * holds. A fact shows its value ("a {{fee}}" agrees with it: "an $80"), or {{name}} when unknown;
 * the phone number and e-mail are links that call and write to them, unless the body links them already.
 */
export function Body({ tree, facts, components }: Props) {
  const shell = useContext(ShellContext);
  const draw = (node: BodyNode, key: number, inLink = false): ReactNode => {
    if (typeof node === 'string') return node;
    if ('f' in node) {
      const value = facts[node.f];
      if (value === undefined) return `${node.a ? `${node.a} ` : ''}{{${node.f}}}`;
      // The business's phone number and e-mail are links that call and write to them.
      const contact = shell && !inLink ? contactHref(value, shell.phone, shell.email) : undefined;
      if (contact) return createElement('a', { key, href: contact, className: 'phone-link' }, value);
      return node.a ? `${withArticle(node.a, value)} ${value}` : value;
    }
    const children = node.c?.map((child, i) => draw(child, i, inLink || node.t === 'a'));
    if (!isBodyTag(node.t)) return createElement('span', { key }, children);
    const own = components?.[node.t];
    if (own) return createElement(own, { key }, children);
    const props: Record<string, string | number> = { key };
    const allowed = attributesOf(node.t);
    for (const [name, value] of Object.entries(node.p ?? {})) {
      if (!allowed.includes(name) || (URL_ATTRIBUTES.has(name) && !safeUrl(value))) continue;
      props[REACT_NAMES[name] ?? name] = name === 'start' ? Number(value) : value;
    }
    return VOID_TAGS.has(node.t) ? createElement(node.t, props) : createElement(node.t, props, children);
  };
  return <>{tree.map((node, i) => draw(node, i))}</>;
}

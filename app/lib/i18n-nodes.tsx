// A catalog message with elements in it (a <time>, a link, a <strong>): the message is
// translated with its placeholder kept as text — t('refund.form.until', { date: '{date}' }) —
// and `withNodes` puts the element where the placeholder stands, so each language keeps its
// own word order ("You can ask until 1 Dec 2026." / "২ ডিসেম্বর, ২০২৬ পর্যন্ত …").
import { Fragment, type ReactNode } from 'react';

export function withNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}

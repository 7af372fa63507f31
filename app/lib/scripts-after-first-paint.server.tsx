// React Router's <Scripts>, with the module loading moved after the first paint (decision 081,
// app/lib/scripts-after-first-paint.ts): the same elements minus the head's modulepreloads, and
// the module script rewritten to wait one frame and preload the same modules itself. Scripts is
// called as a function so that its hooks are this component's; its output is an element tree of
// a few <link> and <script> elements, inspected here. Anything not in the expected shape is
// rendered as React Router made it.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { deferredModuleScript } from './scripts-after-first-paint';
import { PlainPageScripts, usePlainPageScript } from './plain-page.server';

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

const isElement = (node: unknown): node is ReactElement<ElementProps> => isValidElement(node);

/** Every element of the tree, fragments opened. */
function flatten(node: ReactNode): ReactElement<ElementProps>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isElement(child)) return [];
    return typeof child.type === 'symbol' || child.type === undefined ? flatten(child.props.children) : [child];
  });
}

// The rewrite of each script React Router writes (one per set of route modules), made once.
const rewritten = new Map<string, string | null>();
function deferredOnce(body: string, preloads: string[]): string | null {
  const key = `${preloads.join(' ')}\n${body}`;
  let deferred = rewritten.get(key);
  if (deferred === undefined) {
    if (rewritten.size >= 500) rewritten.clear();
    deferred = deferredModuleScript(body, preloads);
    rewritten.set(key, deferred);
  }
  return deferred;
}

export function ScriptsAfterFirstPaint(props: ScriptsProps): ReactElement | null {
  // A plain page (decision 089) has its own script instead.
  const plain = usePlainPageScript();
  if (plain !== undefined) return <PlainPageScripts src={plain} />;
  const made = Scripts(props);
  if (!isElement(made)) return made;
  const elements = flatten(made);
  const preloads = elements.filter((e) => e.type === 'link' && e.props.rel === 'modulepreload').map((e) => e.props.href!);
  const moduleScript = elements.find((e) => e.type === 'script' && e.props.type === 'module');
  const body = moduleScript?.props.dangerouslySetInnerHTML?.__html;
  const deferred = body === undefined ? null : deferredOnce(body, preloads);
  if (!moduleScript || deferred === null) return made;
  return (
    <>
      {elements
        .filter((e) => !(e.type === 'link' && e.props.rel === 'modulepreload'))
        .map((e, key) => (e === moduleScript ? cloneElement(e, { key, dangerouslySetInnerHTML: { __html: deferred } }) : cloneElement(e, { key })))}
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { deferredModuleScript } from './scripts-after-first-paint';

// The shape React Router 7's <Scripts> writes (fog of war on: the manifest inline, no manifest import).
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-B_i79gHY.js";
import * as route1 from "/assets/home-DbWhrQXD.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-DvfwzZ52.js", "imports": ["/assets/shell-CQzgAPth.js"], "css": [] }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-DvfwzZ52.js");`;

const PRELOADS = ['/assets/entry.client-DvfwzZ52.js', '/assets/shell-CQzgAPth.js', '/assets/root-B_i79gHY.js', '/assets/home-DbWhrQXD.js'];

/** Runs a deferred script's body the way the browser would, with a fake document and module loader. */
async function run(body: string, { hidden = false } = {}) {
  const events: string[] = [];
  const head: Array<{ rel: string; href: string }> = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => (events.push(`preload ${link.href}`), head.push(link)) },
  };
  const requestAnimationFrame = (fn: () => void) => (events.push('frame'), setTimeout(fn, 0));
  const load = (url: string) => (events.push(`import ${url}`), Promise.resolve({ url }));
  const window: Record<string, unknown> = {};
  const source = body.replace(/\bimport\(/g, '__import(');
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('document', 'requestAnimationFrame', '__import', 'window', source)(document, requestAnimationFrame, load, window);
  return { events, head, window };
}

describe('deferredModuleScript', () => {
  it('waits one frame, preloads every module, then imports the routes in order and the entry last', async () => {
    const body = deferredModuleScript(ROUTER_SCRIPT, PRELOADS)!;
    expect(body).not.toMatch(/^\s*import \* as/m);
    const { events, head, window } = await run(body);
    expect(events[0]).toBe('frame');
    expect(events.slice(1, 5)).toEqual(PRELOADS.map((href) => `preload ${href}`));
    expect(events.slice(5)).toEqual(['import /assets/root-B_i79gHY.js', 'import /assets/home-DbWhrQXD.js', 'import /assets/entry.client-DvfwzZ52.js']);
    expect(head.every((link) => link.rel === 'modulepreload')).toBe(true);
    // The same globals React Router's script sets, with the loaded modules.
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-B_i79gHY.js' }, 'routes/home': { url: '/assets/home-DbWhrQXD.js' } });
    expect(window.__reactRouterManifest).toMatchObject({ entry: { module: '/assets/entry.client-DvfwzZ52.js' } });
  });

  it('does not wait for a frame in a hidden tab (it paints nothing)', async () => {
    const { events } = await run(deferredModuleScript(ROUTER_SCRIPT, PRELOADS)!, { hidden: true });
    expect(events).not.toContain('frame');
    expect(events.at(-1)).toBe('import /assets/entry.client-DvfwzZ52.js');
  });

  it('keeps a bare import (the manifest when fog of war is off) as an import in the same place', async () => {
    const script = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");`;
    const { events } = await run(deferredModuleScript(script, [])!);
    expect(events).toEqual(['frame', 'import /assets/manifest-1.js', 'import /assets/root.js', 'import /assets/entry.js']);
  });

  it('gives up on any shape it does not know, so the page keeps React Router’s own script', () => {
    expect(deferredModuleScript(' ', PRELOADS)).toBeNull(); // nothing to load: no module script to defer
    expect(deferredModuleScript('import { a } from "/x.js";\na();', PRELOADS)).toBeNull(); // a named import
    expect(deferredModuleScript('import * as r from "/r.js";\nimport * as s from "/s.js" with { type: "json" };', PRELOADS)).toBeNull();
    expect(deferredModuleScript('import * as r from "/r.js";\nfoo();\nimport * as s from "/s.js";', PRELOADS)).toBeNull(); // a static import after code
    expect(deferredModuleScript('import * as r from "/r.js";\nexport const x = 1;', PRELOADS)).toBeNull();
  });
});

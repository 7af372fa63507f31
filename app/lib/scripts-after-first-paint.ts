// The page's scripts start downloading after its first paint (docs/decisions/081).
//
// React Router's <Scripts> puts a `<link rel="modulepreload">` in the head for every module of the
// page (React hoists them there) and ends the body with one inline module script whose static
// imports load the route modules and then the client entry. On a slow link those ~100 KB of
// JavaScript share the first seconds with the stylesheet, the logo and the first banner, and the
// page paints later for it. Every page works without JavaScript (forms post, links navigate), so
// the scripts can wait one frame: this rewrites the module script so that it waits for the first
// paint, then adds the same modulepreloads (the browser fetches the whole module graph at once, no
// waterfall) and imports the same modules, in the same order, and sets the same globals.
//
// The rewrite is exact or nothing: a module script with any statement it does not recognise is
// left as React Router wrote it (with its preloads), so an upgrade that changes the script's shape
// costs the deferral, never the page.

/** React Router's statements that load a module: `import * as x from "m";` and `import "m";`. */
const NAMESPACE_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("(?:[^"\\]|\\.)*");$/;
const BARE_IMPORT = /^import ("(?:[^"\\]|\\.)*");?$/;

/**
 * The body of the deferred module script, or null when `script` is not in the shape React
 * Router 7 writes (then it must be used unchanged). `preloads` are the module URLs the head
 * would have preloaded.
 */
export function deferredModuleScript(script: string, preloads: readonly string[]): string | null {
  const lines = script.split('\n');
  const imports: Array<{ name: string | null; from: string }> = [];
  let i = 0;
  // The import block: leading lines made only of import statements (the first may start with `;`).
  for (; i < lines.length; i++) {
    const line = lines[i]!.trim().replace(/^;\s*/, '');
    if (line === '' || line === ';') continue;
    const named = NAMESPACE_IMPORT.exec(line);
    const bare = named ? null : BARE_IMPORT.exec(line);
    if (named) imports.push({ name: named[1]!, from: named[2]! });
    else if (bare) imports.push({ name: null, from: bare[1]! });
    else break;
  }
  const rest = lines.slice(i).join('\n');
  // Whatever follows may not import statically (it would be fetched before the paint).
  if (imports.length === 0 || /(^|[;\n])\s*import[\s*{"']/.test(rest) || /\bexport\b/.test(rest)) return null;
  const names = imports.map((entry, n) => entry.name ?? `_unused${n}`);
  return [
    // One frame: the rendering steps run once the stylesheet is in, and the task after the frame
    // comes after its paint. A hidden tab paints nothing, so it does not wait.
    'if (document.visibilityState !== "hidden") await new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));',
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${names.join(', ')}] = await Promise.all([${imports.map((entry) => `import(${entry.from})`).join(', ')}]);`,
    rest,
  ].join('\n');
}

// bench:bundle's reading of a build (bench/bundle.ts): which JS a first load fetches, what each
// built chunk imports statically, and the group a source-map source counts under.

/** The package a node_modules path belongs to, else its src/ folder `depth` segments deep, else the path. */
export function groupOf(source: string | null, depth = 3): string {
  if (!source) return '(no source)';
  const i = source.lastIndexOf('node_modules/');
  if (i >= 0) {
    const [scope, name] = source.slice(i + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const j = source.indexOf('src/');
  if (j >= 0) return source.slice(j).split('/').slice(0, depth).join('/');
  const k = source.indexOf('bench/ui/minimal-ra/');
  return k >= 0 ? source.slice(k) : source;
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), as file names. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(
    /\bimport\s*(?:[\w${},*\s]+?from\s*)?["']\.\/([^"']+\.js)["']/g,
  ))
    found.add(match[1]!);
  return [...found];
}

/** The JS an index.html loads (module scripts) and preloads (modulepreload links), as written. */
export function firstLoad(html: string): { scripts: string[]; preloads: string[] } {
  return {
    scripts: [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    preloads: [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    ),
  };
}

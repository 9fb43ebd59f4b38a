/**
 * The URL of the compiled JavaScript for a module referenced from source. Worker threads load
 * plain JavaScript: when the caller runs from TypeScript sources (tests resolve workspace
 * packages to `src/*.ts`), `…/src/x.js` is mapped to its build output `…/dist/x.js`.
 * @param relative e.g. `./worker-main.js`
 * @param base the caller's `import.meta.url`
 */
export function compiledModuleUrl(relative: string, base: string): URL {
  const url = new URL(relative, base);
  if (!base.endsWith('.ts')) return url;
  const at = url.pathname.lastIndexOf('/src/');
  if (at < 0) return url;
  const out = new URL(url.href);
  out.pathname = `${url.pathname.slice(0, at)}/dist/${url.pathname.slice(at + '/src/'.length)}`;
  return out;
}

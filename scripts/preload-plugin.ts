// Build plugin: index.html asks for a page's first-load chunks while it is parsed, instead of the entry's code
// inserting a <link rel="modulepreload"> per chunk once it runs (Vite's preload helper: on goodDetail ≈ 35 links,
// over 100 ms of a throttled phone's main thread in the page's first task, and a round trip later than need be).
// - `startChunks` (named code-splitting groups every page needs) become static links the preload scanner sees,
//   their stylesheet a `preload` link.
// - For each landing page, the chunks of its screen (`landingScreens`, the screens app/earlyStart.ts starts) are
//   listed in a JSON block that a small fixed inline script reads to add their links for the page being opened.
//   The preload helper then finds them present and adds nothing.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PreloadOptions {
  startChunks: string[];
  /** pathname → the screen module it shows first (path relative to the project, as in an import). */
  landingScreens: Record<string, string>;
}

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The screen's chunk and every chunk it imports statically, except `skip`. */
function closure(bundle: OutputBundle, root: OutputChunk, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || skip.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(root.fileName);
  return [...seen];
}

/** Adds the modulepreload links of the page being opened, from the #first-load lists. */
export const FIRST_LOAD_SCRIPT = "(function(){var m=JSON.parse(document.getElementById('first-load').textContent),"
  + "l=m.l[m.p[location.pathname]];if(!l)return;var h='';"
  + "for(var i=0;i<l.length;i++)h+='<link rel=\"modulepreload\" crossorigin href=\"/assets/'+l[i]+'\">';"
  + "document.head.insertAdjacentHTML('beforeend',h)})()";

export function preloadFirstLoad({ startChunks, landingScreens }: PreloadOptions): Plugin {
  return {
    name: 'preload-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return [];
        const chunks = chunksOf(bundle);
        const start = chunks.filter((chunk) => startChunks.includes(chunk.name));
        // Already asked for by the HTML: the entry, its static imports, the start chunks.
        const skip = new Set([entry.fileName, ...entry.imports, ...start.map((chunk) => chunk.fileName)]);
        // One list per screen (several paths may show the same one), file names without the assets/ folder.
        const screens = [...new Set(Object.values(landingScreens))];
        const lists = screens.map((screen) => {
          const root = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(screen));
          if (!root) throw new Error(`preload-first-load: no chunk for ${screen}; update the landing screens`);
          return closure(bundle, root, skip).map((fileName) => fileName.replace(/^assets\//, ''));
        });
        const listOfPath = Object.fromEntries(Object.entries(landingScreens).map(([path, screen]) => [path, screens.indexOf(screen)]));
        // The lists are data (a JSON block, which the browser never runs) and the script reading them is the same
        // text in every build: the Content-Security-Policy (deploy/nginx.conf) allows it by its hash.
        const data = JSON.stringify({ l: lists, p: listOfPath }).replace(/</g, '\\u003c');
        // The start chunks' stylesheet (Chakra's global CSS): the preload helper adds it only once the entry has run,
        // and waits for it before app/boot.tsx runs. Preloaded here it arrives with the chunks (crossorigin as the
        // helper's link, or the two would not share one download); a preload does not hold up the shell's paint.
        const styles = [...new Set(start.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
        return [
          ...styles.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const })),
          ...start.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const })),
          { tag: 'script', attrs: { type: 'application/json', id: 'first-load' }, children: data, injectTo: 'head' as const },
          { tag: 'script', children: FIRST_LOAD_SCRIPT, injectTo: 'head' as const },
        ];
      },
    },
  };
}

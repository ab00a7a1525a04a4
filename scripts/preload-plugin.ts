// Build plugin: index.html asks for a page's first-load chunks while it is parsed, instead of the entry's code
// inserting a <link rel="modulepreload"> per chunk once it runs (Vite's preload helper: on goodDetail ≈ 35 links,
// over 100 ms of a throttled phone's main thread in the page's first task, and a round trip later than need be).
// - `earlyChunks` (what the page-start requests share, app/earlyStart.ts) become static links the preload scanner
//   sees.
// - `startChunks` (the framework and what app/boot.tsx imports), their stylesheet and, for each landing page
//   (`landingPages`), the chunks of its page-start module and of its screen are listed in a JSON block that a
//   small fixed inline script reads to add the links of the page being opened, all at once. On a landing page
//   opened afresh it adds only its page-start module's: the framework waits there until the page's first picture
//   is drawn (docs/decisions/0014-first-screen-before-the-framework.md), and app/earlyStart.ts adds the others
//   then. The preload helper then finds them present and adds nothing.
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface PreloadOptions {
  /** Chunks linked statically: needed at once on every page. */
  earlyChunks: string[];
  /** Chunks every page needs before its first render, linked by the inline script (or, on a landing page, later). */
  startChunks: string[];
  /** pathname → the screen it shows first and its page-start module (paths relative to the project). */
  landingPages: Record<string, { screen: string; early: string }>;
  /**
   * pathname → the URL of the page's first answer (its LCP picture's), which the inline script asks for while the
   * document is parsed, as the API client would ask (src/api/client.ts takes it over): a round trip before the
   * page-start module has even arrived. Only on live builds: on the mock every call names its sandbox client and
   * space, which the document cannot know.
   */
  firstAnswers?: Record<string, string>;
  /** The localStorage key of the session token (src/stores/session.ts), sent with the first answer's request. */
  tokenKey: string;
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

/**
 * Adds the links of the page being opened from the #first-load lists: on a landing page opened afresh (not a reload
 * or back/forward) its page-start module's chunks only (app/earlyStart.ts addFirstLoadLinks adds the rest once
 * the first picture is drawn), else the start chunks' stylesheet, the start chunks and, on a landing page, its
 * page-start module's and its screen's chunks. Then, when the page has a first answer (`firstAnswers`), asks for it
 * with the headers the API client sends (src/api/client.ts `send`: Accept, the token twice, empty when signed out)
 * and leaves the request in `window.__firstAnswer` for the client to take over.
 */
export const FIRST_LOAD_SCRIPT = "(function(){var m=JSON.parse(document.getElementById('first-load').textContent),"
  + "p=m.p[location.pathname],n=performance.getEntriesByType('navigation')[0],"
  + "l=p&&!(n&&(n.type==='reload'||n.type==='back_forward'))?m.l[p[0]]:m.c.concat(m.s,p?m.l[p[0]].concat(m.l[p[1]]):[]),h='';"
  + "for(var k=0;k<l.length;k++)h+='<link rel=\"'+(/\\.css$/.test(l[k])?'preload\" as=\"style':'modulepreload')"
  + "+'\" crossorigin href=\"/assets/'+l[k]+'\">';"
  + "document.head.insertAdjacentHTML('beforeend',h);"
  + "var u=m.a&&m.a[location.pathname];if(u){var t='';try{t=localStorage.getItem(m.t)||''}catch(e){}"
  + "var r=fetch(u,{headers:{Accept:'application/json, text/plain, */*',token:t,Authorization:t?'Bearer '+t:''}});"
  + "r.catch(function(){});window.__firstAnswer={u:u,t:t,r:r}}})()";

export function preloadFirstLoad({ earlyChunks, startChunks, landingPages, firstAnswers = {}, tokenKey }: PreloadOptions): Plugin {
  return {
    name: 'preload-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return [];
        const chunks = chunksOf(bundle);
        const early = chunks.filter((chunk) => earlyChunks.includes(chunk.name));
        const start = chunks.filter((chunk) => startChunks.includes(chunk.name));
        // Linked apart from the pages' lists: the entry, its static imports, the early and start chunks.
        const skip = new Set([entry.fileName, ...entry.imports, ...[...early, ...start].map((chunk) => chunk.fileName)]);
        const file = (fileName: string) => fileName.replace(/^assets\//, '');
        // One list per module (several paths may show the same screen), file names without the assets/ folder: a
        // page-start module's chunks, and its screen's chunks but those.
        const listOf = (module: string, without: Set<string>) => {
          // A screen is its chunk's facade; a page-start module is in its group's chunk (vite.config.ts).
          const root = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(module))
            ?? chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
          if (!root) throw new Error(`preload-first-load: no chunk for ${module}; update the landing pages`);
          return closure(bundle, root, without);
        };
        const lists: string[][] = [];
        const indexOf = (list: string[]) => {
          const at = lists.findIndex((known) => known.join() === list.join());
          return at >= 0 ? at : lists.push(list) - 1;
        };
        const listOfPath = Object.fromEntries(Object.entries(landingPages).map(([path, { screen, early: start }]) => {
          const own = listOf(start, skip);
          return [path, [indexOf(own.map(file)), indexOf(listOf(screen, new Set([...skip, ...own])).map(file))]];
        }));
        // The start chunks' stylesheet (Chakra's global CSS): the preload helper adds it only once the entry has run,
        // and waits for it before app/boot.tsx runs. Preloaded it arrives with the chunks (crossorigin as the
        // helper's link, or the two would not share one download); a preload does not hold up the shell's paint.
        const styles = [...new Set(start.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
        // The lists are data (a JSON block, which the browser never runs) and the script reading them is the same
        // text in every build: the Content-Security-Policy (deploy/nginx.conf) allows it by its hash.
        const data = JSON.stringify({ c: styles.map(file), s: start.map((chunk) => file(chunk.fileName)), l: lists, p: listOfPath,
          a: firstAnswers, t: tokenKey })
          .replace(/</g, '\\u003c');
        return [
          ...early.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const })),
          { tag: 'script', attrs: { type: 'application/json', id: 'first-load' }, children: data, injectTo: 'head' as const },
          { tag: 'script', children: FIRST_LOAD_SCRIPT, injectTo: 'head' as const },
        ];
      },
    },
  };
}

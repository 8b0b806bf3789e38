// Which modules share a built file (Rolldown code-splitting groups, used by vite.config.ts; issue 12.4). Left alone,
// the build cut the app into ~80 files, a dozen under 1 KB: a phone pays a round trip per file, and the pages Lighthouse
// measures waited on 10–26 of them. The groups, highest priority first:
//  - index: the entry (main.tsx) and its static imports: React DOM.
//  - start: app/start.tsx and everything it imports (router, i18n, session, the login and register pages). A file of
//    its own, evaluated in a second task (a phone's main thread is not blocked by one long evaluation), preloaded
//    beside index by the link `startPreload` adds to index.html (which also puts the style sheets after the shell).
//  - questionnaire: the questionnaire's rules, which the chat also uses (apart, so the questionnaire does not fetch the
//    interview engine); validators (the setup page's) likewise. The Spanish interview texts are in the Spanish
//    catalogue's chunk only (an English reader never fetches them; i18n/interview-texts.ts).
//  - interview: the interview engine, section definitions, field metadata and the chat's state and sync.
// Every lazy page keeps its own file.
import { fileURLToPath } from 'node:url';

const START = fileURLToPath(new URL('../src/app/start.tsx', import.meta.url));
const sep = String.raw`[\\/]`;
const path = (...parts) => new RegExp(parts.join(sep));

// Reached through react-i18next's index, but only the pages that render <Trans> use them: their own chunk.
const NOT_AT_START = /[\\/]node_modules[\\/](?:react-i18next[\\/].*[\\/]Trans(?:WithoutContext)?\.js$|html-parse-stringify[\\/]|void-elements[\\/])/;

/** Modules app/start.tsx imports statically, directly or not (computed once per build from the module graph). */
function staticallyImportedByStart() {
  let seen = null;
  return (id, ctx) => {
    if (!seen) {
      seen = new Set();
      const stack = [START];
      while (stack.length) {
        const next = stack.pop();
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return seen.has(id) && !NOT_AT_START.test(id) ? 'start' : null;
  };
}

const PETITION = ['packages', 'petition', 'src'];
const INTERVIEW = [
  path(...PETITION, '(?:engine|sections|fields|validators|setup|letters)', ''),
  path(...PETITION, '(?:interview|i18n', 'catalogue|questionnaire', 'fields|documents', 'catalogue|api', 'chat-state)\\.ts$'),
  path('apps', 'web', 'src', 'features', 'interview-state', ''),
  path('apps', 'web', 'src', 'features', 'chat', 'useInterviewLocalizer\\.ts$'),
];

/** @type {import('rolldown').CodeSplittingGroup[]} */
export const chunkGroups = [
  { name: 'index', tags: ['$initial'], priority: 40 },
  { name: staticallyImportedByStart(), debugName: 'start', priority: 30 },
  {
    name: 'questionnaire',
    priority: 20,
    test: path('packages', 'petition', 'src', '(?:questionnaire', '(?:apply|questions)|documents', 'rules|engine', '(?:template|keys))\\.ts$'),
  },
  // The setup wizard's steps and the validators (with the field metadata their limits come from): the setup page
  // needs them without the engine.
  {
    name: 'validators',
    priority: 15,
    test: path(...PETITION, '(?:(?:setup|validators)', '|fields', 'form-fields\\.ts$)'),
  },
  {
    name: 'interview',
    priority: 10,
    test: (id) => INTERVIEW.some((pattern) => pattern.test(id)),
  },
];

/** @returns {import('vite').Plugin} index.html names the start chunk as a modulepreload, so it loads beside index. */
export function startPreload() {
  return {
    name: 'i129f-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.moduleIds.includes(START));
        if (!chunk) return html;
        // The style sheets go after the shell: it paints as soon as the page arrives, without waiting for them (the
        // scripts still wait for them, so React's first render is styled).
        const sheets = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
        for (const sheet of sheets) html = html.replace(sheet, '');
        html = html.replace('</body>', `${sheets.join('')}\n</body>`);
        const css = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'body' }));
        return { html, tags: [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }, ...css] };
      },
    },
  };
}

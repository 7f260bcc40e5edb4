import type { GraphiQLOptions } from 'graphql-yoga';
import { APP_KEY_HEADER } from '../security/trusted-documents';
import { EXPLORER_PREFIX, type ExplorerAssets } from './assets';
import { SDL_PATH } from './public-schema';

/** The documents list, linked from the page's first tab. */
export const DOCUMENTS_PATH = `${EXPLORER_PREFIX}documents`;

const FIRST_TAB = `# The agency gateway. The schema is in the Docs panel
# (book icon); completion and validation work as you type,
# with no key. To run documents of your own, put your app key
# in the Headers tab below, once per browser tab (it stays
# in this tab only):
#   { "${APP_KEY_HEADER}": "<your key>" }
# (npm run up prints a local key and a link that fills it in)
# The schema as SDL: ${SDL_PATH}
# The documents the site runs: ${DOCUMENTS_PATH}
query Brands {
  brands {
    key
    name
    content
  }
}
`;

/**
 * What every visitor of the page gets: no data, no key; the key comes from the developer. Yoga's
 * GraphiQL shows its `query` option, else `?query=` from the address (the page sets the option
 * from defaultQuery only when the address names none).
 */
export const EXPLORER_OPTIONS: GraphiQLOptions = {
  title: 'Agency gateway',
  endpoint: '/graphql',
  defaultQuery: FIRST_TAB,
  defaultEditorToolsVisibility: 'headers',
  isHeadersEditorEnabled: true,
};

/** JSON inside a <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Where the page finds its files and the schema's introspection answer. */
export interface ExplorerPageAssets {
  assets: ExplorerAssets;
  /** The versioned URL of the introspection answer (public: the schema's docs need no key). */
  schemaUrl: string;
}

/**
 * The browser side of the page, run before GraphiQL renders:
 * - GraphiQL's storage keeps request headers (the app key) in this tab's sessionStorage only: what
 *   it writes to localStorage (tabs, history, favourites) has its `headers` left out, so a key is
 *   entered once per tab and never outlives the browser session;
 * - a key in the URL fragment (`#x-agency-app-key=…`, never sent to a server) goes into the
 *   headers editor and out of the address bar;
 * - the schema comes from its public, versioned introspection file, so the docs, completion and
 *   validation work before any key is given.
 */
function bootScript(options: GraphiQLOptions, schemaUrl: string): string {
  return `(() => {
  const options = ${scriptJson(options)};
  const HEADER = ${scriptJson(APP_KEY_HEADER)};
  const HEADERS_KEY = 'graphiql:headers';
  // A stored value without the request headers it holds, or the value itself when it holds none.
  const withoutHeaders = (value) => {
    let found = false;
    try {
      const scrubbed = JSON.stringify(JSON.parse(value, (key, held) => {
        if (key !== 'headers' || typeof held !== 'string' || held.trim() === '') return held;
        found = true;
        return '';
      }));
      return found ? scrubbed : value;
    } catch {
      return value;
    }
  };
  const owned = (store) => Object.keys(store).filter((key) => key.startsWith('graphiql:'));
  const storage = {
    getItem: (key) => sessionStorage.getItem(key) ?? (key === HEADERS_KEY ? null : localStorage.getItem(key)),
    setItem(key, value) {
      const lasting = key === HEADERS_KEY ? null : withoutHeaders(value);
      if (lasting === value) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
      if (lasting !== null) localStorage.setItem(key, lasting);
    },
    removeItem(key) {
      sessionStorage.removeItem(key);
      localStorage.removeItem(key);
    },
    clear() {
      for (const store of [sessionStorage, localStorage]) for (const key of owned(store)) store.removeItem(key);
    },
    get length() {
      return new Set([...owned(sessionStorage), ...owned(localStorage)]).size;
    },
  };
  // A document named in the address (the documents list links so) wins over the first tab.
  if (!new URLSearchParams(location.search).has('query')) options.query = options.defaultQuery;
  const key = new URLSearchParams(location.hash.slice(1)).get(HEADER);
  if (key) {
    options.headers = JSON.stringify({ [HEADER]: key }, null, 2);
    history.replaceState(null, '', location.pathname + location.search);
    // GraphiQL restores each tab's own headers: the new key goes into every tab of this browser tab.
    storage.setItem(HEADERS_KEY, options.headers);
    try {
      const state = JSON.parse(storage.getItem('graphiql:tabState') || 'null');
      if (state && Array.isArray(state.tabs)) {
        for (const tab of state.tabs) tab.headers = options.headers;
        storage.setItem('graphiql:tabState', JSON.stringify(state));
      }
    } catch {}
  }
  const render = (schema) =>
    YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), { ...options, storage, ...(schema ? { schema } : {}) });
  fetch(${scriptJson(schemaUrl)})
    .then((response) => (response.ok ? response.json() : null))
    .then(render, () => render(null));
})();`;
}

/**
 * The GraphiQL page. It is the same for everyone and holds no data: operations it sends meet the
 * same rules as any other request (in production, an app key or a persisted document). Its files
 * are the gateway's own, under versioned names (cached for good, sent compressed).
 */
export function renderExplorerPage(options: GraphiQLOptions, { assets, schemaUrl }: ExplorerPageAssets): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Agency gateway · GraphiQL</title>
<link rel="icon" href="${assets.favicon}">
<link rel="stylesheet" href="${assets.css}">
</head>
<body>
<div id="root">Loading GraphiQL…</div>
<script>
const MONACO_WORKERS = ${scriptJson(assets.workers)};
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => MONACO_WORKERS[label] };
</script>
<script src="${assets.js}"></script>
<script>
${bootScript(options, schemaUrl)}
</script>
</body>
</html>
`;
}

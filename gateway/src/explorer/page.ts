import type { GraphiQLOptions } from 'graphql-yoga';
import { APP_KEY_HEADER } from '../security/trusted-documents';
import { EXPLORER_PREFIX, WORKER_ASSETS } from './assets';

/** The documents list, linked from the page's first tab. */
export const DOCUMENTS_PATH = `${EXPLORER_PREFIX}documents`;

const FIRST_TAB = `# The agency gateway. The schema is in the Docs panel (book icon), once the
# gateway has accepted your app key: put it in the Headers tab below as
#   { "${APP_KEY_HEADER}": "<your key>" }
# (npm run up prints a local key and a link that fills it in).
# The documents the site runs, by id: ${DOCUMENTS_PATH}
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

/**
 * The GraphiQL page. It is the same for everyone and holds no data: operations it sends meet the
 * same rules as any other request (in production, an app key or a persisted document). A key in
 * the URL fragment (`#x-agency-app-key=…`, which browsers never send to the server) is moved into
 * the headers editor, then removed from the address bar.
 */
export function renderExplorerPage(options: GraphiQLOptions = EXPLORER_OPTIONS): string {
  const workers = Object.fromEntries(
    Object.entries(WORKER_ASSETS).map(([label, name]) => [label, `${EXPLORER_PREFIX}${name}`]),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Agency gateway · GraphiQL</title>
<link rel="stylesheet" href="${EXPLORER_PREFIX}graphiql.css">
</head>
<body>
<div id="root">Loading GraphiQL…</div>
<script>
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_id, label) => ${scriptJson(workers)}[label] };
</script>
<script src="${EXPLORER_PREFIX}graphiql.js"></script>
<script>
(() => {
  const options = ${scriptJson(options)};
  // A document named in the address (the documents list links so) wins over the first tab.
  if (!new URLSearchParams(location.search).has('query')) options.query = options.defaultQuery;
  const fragment = new URLSearchParams(location.hash.slice(1));
  const key = fragment.get(${scriptJson(APP_KEY_HEADER)});
  if (key) {
    options.headers = JSON.stringify({ [${scriptJson(APP_KEY_HEADER)}]: key }, null, 2);
    history.replaceState(null, '', location.pathname + location.search);
    // GraphiQL keeps each tab's headers in localStorage and prefers them: the new key goes there too.
    try {
      localStorage.setItem('graphiql:headers', options.headers);
      const state = JSON.parse(localStorage.getItem('graphiql:tabState') || 'null');
      if (state && Array.isArray(state.tabs)) {
        for (const tab of state.tabs) tab.headers = options.headers;
        localStorage.setItem('graphiql:tabState', JSON.stringify(state));
      }
    } catch {}
  }
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
</script>
</body>
</html>
`;
}

import type { PersistedDocuments } from '../security/trusted-documents';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The persisted documents, for browsing: name, kind, id and text, each with a link that opens it in
 * GraphiQL. These are the documents anyone may already run by id (the site's browser sends those
 * ids), so listing them shows nothing a caller without a key cannot use.
 */
export function renderDocumentsPage(documents: PersistedDocuments, graphqlPath = '/graphql'): string {
  const sorted = [...documents.values()].sort((a, b) => a.operationName.localeCompare(b.operationName));
  const items = sorted
    .map((doc) => {
      const open = `${graphqlPath}?query=${encodeURIComponent(doc.text)}`;
      return `<li id="${escapeHtml(doc.operationName)}"><h2>${escapeHtml(doc.operationName)} <small>${doc.operationType}</small></h2>
<p><code>${escapeHtml(doc.id)}</code> · <a href="${escapeHtml(open)}">open in GraphiQL</a></p>
<pre>${escapeHtml(doc.text)}</pre></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Agency gateway · persisted documents</title>
<link rel="icon" href="data:,">
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
li { list-style: none; border-top: 1px solid #ddd; padding: 0.5rem 0; }
pre { background: #f6f6f6; padding: 0.75rem; overflow-x: auto; }
small { color: #666; font-weight: normal; }
</style>
</head>
<body>
<h1>Persisted documents (${sorted.length})</h1>
<p>Run one by id without a key: <code>GET ${graphqlPath}?documentId=&lt;id&gt;&amp;variables={…}</code> (queries) or
<code>POST ${graphqlPath} {"documentId": …, "variables": …}</code>. In <a href="${graphqlPath}">GraphiQL</a> any text runs with an app key.</p>
<ul>
${items}
</ul>
</body>
</html>
`;
}

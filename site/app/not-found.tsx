// Paths outside /{locale}/{brand} (never reached through the proxy, but
// possible for direct requests) still get the spec's 404 text.
export default function GlobalNotFound() {
  return (
    <html lang="pt-BR">
      <body>
        <h1>This page could not be found.</h1>
      </body>
    </html>
  );
}

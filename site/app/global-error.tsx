'use client';

import styles from './global-error.module.css';

/**
 * The last resort: when the error page itself fails, this replaces
 * the whole document, so it cannot use the shell, the fonts or the message
 * catalogues; its texts are fixed here.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className={styles.body}>
        <main className={styles.box}>
          <h1 className={styles.title}>An error occurred while showing the error page</h1>
          <p className={styles.note}>
            Something went wrong twice: first on the page you asked for, then while showing its error. Please try again
            in a moment.
          </p>
          <pre className={styles.details}>
            {error.name}: {error.message}
            {error.digest ? `\ndigest: ${error.digest}` : ''}
          </pre>
          {/* A full page load on purpose: it starts the app afresh. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className={styles.home} href="/">
            Go back to home
          </a>
        </main>
      </body>
    </html>
  );
}

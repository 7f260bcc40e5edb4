import { ReturnButton } from '@/components/layout/return-button';
import { sans, serif } from '@/styles/fonts';
import styles from './not-found.module.css';

// Paths outside /{locale}/{brand} (no route matched at all) still get the
// product's fixed 404 text. There is no brand or language here, so it stays plain.
export default function GlobalNotFound() {
  return (
    <html lang="en" className={`${sans.variable} ${serif.variable}`}>
      <body className={styles.body}>
        {/* React places <title> in the head. */}
        <title>404 | This page could not be found.</title>
        <main className={styles.box}>
          <p className={styles.status} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>This page could not be found.</h1>
          <ReturnButton className={styles.return} label="Return" />
          {/* A full page load on purpose: it starts the app afresh. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className={styles.home} href="/">
            HOME
          </a>
        </main>
      </body>
    </html>
  );
}

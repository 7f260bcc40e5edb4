import styles from './favorites.module.css';

/**
 * The page frame with grey blocks while favourites are read from the browser's storage. Without
 * scripts they can never be read: the blocks give way to a message saying so (CSS, `scripting: none`).
 * The page's introduction is in the first paint: what follows it once the list is read (an empty
 * list's message, a shared selection's line) is a smaller paint, so the page's largest contentful
 * paint is the server's HTML, not a message that waited for the scripts.
 */
export function FavoritesSkeleton({
  title,
  intro,
  needsScript,
}: {
  title: string;
  intro: string;
  needsScript: string;
}) {
  return (
    <section className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      <p className={styles.needsScript}>{needsScript}</p>
      <ul className={`${styles.grid} ${styles.scriptedOnly}`} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <span className={styles.skeleton} />
          </li>
        ))}
      </ul>
    </section>
  );
}

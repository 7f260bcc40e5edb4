import styles from './favorites.module.css';

/**
 * The page frame with grey blocks while favourites are read from the browser's storage. Without
 * scripts they can never be read: the blocks give way to a message saying so (CSS, `scripting: none`).
 */
export function FavoritesSkeleton({ title, needsScript }: { title: string; needsScript: string }) {
  return (
    <section className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{title}</h1>
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

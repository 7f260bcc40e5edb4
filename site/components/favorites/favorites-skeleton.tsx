import styles from './favorites.module.css';

/** The page frame with grey blocks while favourites are read from the browser's storage. */
export function FavoritesSkeleton({ title }: { title: string }) {
  return (
    <section className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{title}</h1>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <span className={styles.skeleton} />
          </li>
        ))}
      </ul>
    </section>
  );
}

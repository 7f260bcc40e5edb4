import styles from './forms.module.css';

/** "123 / 600" beside a text area; turns red past the limit. Polite, so typing is not interrupted. */
export function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
  return (
    <p id={id} className={count > max ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
      {count} / {max}
    </p>
  );
}

import styles from './page.module.css';

/** The empty-list message, announced politely to screen readers. */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className={styles.empty} role="status" data-testid="empty-state">
      {message}
    </p>
  );
}

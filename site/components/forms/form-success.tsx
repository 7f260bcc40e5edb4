import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** The confirmation shown in place of the form once it is sent. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className={styles.success} role="status" data-testid="form-success">
      {children}
    </p>
  );
}

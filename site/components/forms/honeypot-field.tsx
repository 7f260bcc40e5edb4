import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

/**
 * A field people never see or reach (off-screen, not in the tab order); bots fill it and the
 * shared schema refuses the submission. Register it as 'website'.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

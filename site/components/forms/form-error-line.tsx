import styles from './forms.module.css';

/**
 * The small line under the submit button ('Preencha os campos corretamente', 'Erro inesperado').
 * Always rendered so its space is reserved and screen readers hear it when the text appears.
 */
export function FormErrorLine({ message, id }: { message?: string; id?: string }) {
  return (
    <p id={id} className={styles.errorLine} role="alert" data-testid="form-error-line">
      {message ?? ''}
    </p>
  );
}

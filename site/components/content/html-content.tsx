import styles from './page.module.css';

/**
 * Rich text from the back-ends. The gateway sanitises every HTML field
 * before it leaves the graph, so it can be set as-is here.
 */
export function HtmlContent({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return (
    <div className={`${styles.prose} ${className ?? ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

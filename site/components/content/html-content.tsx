import styles from './page.module.css';

/**
 * Rich text from the back-ends. The gateway sanitises every HTML field
 * before it leaves the graph, so it can be set as-is here.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

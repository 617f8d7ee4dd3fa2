import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import styles from './layout/shell.module.css';

/** The page of an unknown path: part of the shell, drawn without Mantine (ADR 044). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.paragraph}>{t('notFound.text')}</p>
      <div>
        <Link to="/" className={`${styles.link} ${styles.focusable}`}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}

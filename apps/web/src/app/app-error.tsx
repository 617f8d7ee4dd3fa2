import { useTranslation } from '../i18n/use-translation';
import styles from './layout/shell.module.css';

/**
 * What the app shows when a page cannot be drawn, most often because its code did not arrive
 * (a venue's Wi-Fi dropped while the page frame or a page loaded): a plain Portuguese notice,
 * drawn by the shell without Mantine, and a way to load the page again. Nothing typed is on
 * this screen to be lost: forms keep their own drafts.
 */
export function AppError() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <div className={styles.noticeBody}>
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>{t('app.pageError')}</p>
          <p className={styles.alertText}>{t('app.pageErrorText')}</p>
        </div>
        <div>
          <button
            type="button"
            className={`${styles.button} ${styles.filled} ${styles.focusable}`}
            onClick={() => window.location.reload()}
          >
            <span className={styles.buttonLabel}>{t('app.reload')}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

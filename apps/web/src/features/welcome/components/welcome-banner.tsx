import { useTranslation } from '../../../i18n/use-translation';
import styles from '../welcome.module.css';

/** Decorative banner: the logo over a calm water gradient with waves (drawn without Mantine). */
export function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.banner}>
      <div className={styles.bannerContent}>
        <img src="/logo.svg" alt="" width={72} height={72} className={styles.logo} />
        <div>
          <h1 className={styles.title}>{t('welcome.title')}</h1>
          <p className={styles.lead}>{t('welcome.lead')}</p>
        </div>
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 1200 120"
        preserveAspectRatio="none"
        className={styles.waves}
      >
        <path d="M0 60 C 200 0 400 120 600 60 S 1000 0 1200 60 V120 H0 Z" fill="white" />
      </svg>
    </div>
  );
}

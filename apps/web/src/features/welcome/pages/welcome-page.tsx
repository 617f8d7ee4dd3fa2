import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppConfig } from '../../../lib/app-config';
import { WelcomeBanner } from '../components/welcome-banner';
import styles from '../welcome.module.css';

interface WelcomePageProps {
  /**
   * Called when the visitor points at, focuses or touches the link to the competitions: the app
   * starts loading that page then (app/routes.tsx), never before (ADR 048).
   */
  onCompetitionsIntent?: () => void;
}

/**
 * The first page a visitor sees, drawn in the shell without the page frame (ADR 048): no
 * Mantine, no React Query, no texts beyond the shell's.
 */
export function WelcomePage({ onCompetitionsIntent }: WelcomePageProps) {
  const { t } = useTranslation();
  const { federationEmail } = useAppConfig();
  return (
    <div className={styles.page}>
      <WelcomeBanner />
      <p className={styles.note}>
        {t('welcome.accessNote')}{' '}
        <a href={`mailto:${federationEmail}`} className={styles.link}>
          {federationEmail}
        </a>
      </p>
      <div>
        <Link
          to="/competition"
          className={styles.button}
          onPointerEnter={onCompetitionsIntent}
          onFocus={onCompetitionsIntent}
          onTouchStart={onCompetitionsIntent}
        >
          {t('welcome.seeCompetitions')}
        </Link>
      </div>
    </div>
  );
}

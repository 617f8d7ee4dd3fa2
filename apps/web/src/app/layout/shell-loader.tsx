import styles from './shell.module.css';

interface ShellLoaderProps {
  label: string;
}

/** components/page-loader.tsx without Mantine: a centred spinner with a visible, announced label. */
export function ShellLoader({ label }: ShellLoaderProps) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.loaderText}>{label}</p>
    </div>
  );
}

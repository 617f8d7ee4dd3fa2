import type { CSSProperties } from 'react';
import type { Medal } from '@artistic/domain/result-list/medals';
import { useTranslation } from '../i18n/use-translation';

/** Fill and rim of each medal's disc (the rim keeps it 3:1 against a white page). */
const COLOURS: Readonly<Record<Medal, { fill: string; rim: string }>> = {
  gold: { fill: '#f2c230', rim: '#9a7200' },
  silver: { fill: '#cfd4d9', rim: '#6c757d' },
  bronze: { fill: '#d58a4a', rim: '#8a4b14' },
};

/** The i18n key of a medal's name ('Medalha de ouro'…). */
export const MEDAL_LABEL_KEYS: Readonly<Record<Medal, string>> = {
  gold: 'medals.mark.gold',
  silver: 'medals.mark.silver',
  bronze: 'medals.mark.bronze',
};

/**
 * A medal as a coloured disc, named for screen readers and on hover ('Medalha de ouro'); it adds
 * no text to its cell (a place stays '1'). Without Mantine: the visitors' result list draws it too
 * (ADR 050). Printed in colour.
 */
export function MedalMark({ medal, size = '0.85em' }: { medal: Medal; size?: string }) {
  const { t } = useTranslation();
  const { fill, rim } = COLOURS[medal];
  const label = t(MEDAL_LABEL_KEYS[medal]);
  const style: CSSProperties = {
    display: 'inline-block',
    width: size,
    height: size,
    borderRadius: '50%',
    background: fill,
    border: `2px solid ${rim}`,
    verticalAlign: '-0.1em',
    marginRight: '0.3em',
    flex: 'none',
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  };
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="medal-mark"
      data-medal={medal}
      style={style}
    />
  );
}

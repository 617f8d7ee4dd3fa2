import { eventTypeLabel } from '@artistic/domain/core/enums';
import { useLanguage } from './language';

/**
 * The display name of an event type in the language shown: 'Solo Técnico' for the stored code
 * 'SOLO TECNICO' (Portuguese), 'Technical Solo' (English). Forms keep sending the code.
 */
export function useEventTypeLabel(): (type: string) => string {
  const language = useLanguage();
  return (type) => eventTypeLabel(type, language);
}

import { useTranslation } from '../../../i18n/use-translation';
import { useProtectedMessage } from '../api';
import { MessageView } from '../components/message-view';

export function ProtectedMessagePage() {
  const { t } = useTranslation();
  const query = useProtectedMessage();
  return <MessageView title={t('messages.protectedTitle')} query={query} />;
}

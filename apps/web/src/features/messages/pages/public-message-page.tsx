import { useTranslation } from '../../../i18n/use-translation';
import { usePublicMessage } from '../api';
import { MessageView } from '../components/message-view';

export function PublicMessagePage() {
  const { t } = useTranslation();
  const query = usePublicMessage();
  return <MessageView title={t('messages.publicTitle')} query={query} />;
}

import { parseDmyDate } from '@artistic/domain/core/dates';
import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParam } from '../../../components/use-search-param';
import { LoadState } from '../../../components/load-state-alerts';
import { PdfActions, usePdfDownload } from '../../../components/use-pdf-download';
import { formatMoney } from '../../../lib/money';
import { usePermissions } from '../../../lib/permissions';
import { usePriceList } from '../api';
import { ClubPriceTable } from '../components/club-price-table';
import { PrintedPage } from '../../../components/printed-page';
import './price-list-page.css';
import { usePermissionBlock } from '../../../components/permission-block';
import { useLanguage } from '../../../lib/language';

function formatDate(value: string): string {
  return parseDmyDate(value) ?? value;
}

interface PriceListViewProps {
  data: PriceListResponse;
  language: 'pt' | 'en';
}

function PriceListView({ data, language }: PriceListViewProps) {
  const { t } = useTranslation();
  if (data.clubs.length === 0) {
    return <Text c="gray.7">{t('priceList.empty')}</Text>;
  }
  return (
    <Stack gap="lg">
      {data.clubs.map((club) => (
        <ClubPriceTable key={club.club} club={club} language={language} />
      ))}
      <Paper withBorder p="md" className="price-list-grand-total">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {t('priceList.grandTotal')}
          </Text>
          <Text fw={700} size="lg" data-testid="price-list-grand-total">
            {formatMoney(data.total, language)}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}

/** Price list per club (/priceList?id=): admins only, printable and as an A4 PDF. */
export function PriceListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useSearchParam('id');
  const permissions = usePermissions();
  const mayView = permissions.can('priceList.view');
  const blocked = usePermissionBlock(mayView, 'priceList.noPermission', 'priceList.loading');
  const priceList = usePriceList(id, mayView && id !== '');
  const pdf = usePdfDownload(() => import('../../../pdf/price-list-pdf'), t('priceList.pdfFailed'));

  let content;
  if (blocked) {
    content = blocked;
  } else if (id === '' || !priceList.isSuccess) {
    content = <LoadState query={priceList} texts="priceList" isMissingId={id === ''} />;
  } else {
    const data = priceList.data;
    content = (
      <Stack gap="md">
        <Text size="lg" fw={500}>
          {t('priceList.competitionLine', {
            name: data.competition.Nome,
            date: formatDate(data.competition.Data),
          })}
        </Text>
        <PdfActions
          pdf={pdf}
          onDownload={() =>
            pdf.download(
              (module, context) =>
                module.renderPriceListPdf(data, context.translate, context.language),
              t('priceList.fileName', { name: data.competition.Nome }),
            )
          }
          downloadLabel={t('priceList.generatePdf')}
          printLabel={t('priceList.print')}
          noPrintClassName="price-list-no-print"
        />
        <PriceListView data={data} language={language} />
      </Stack>
    );
  }

  return (
    <PrintedPage
      name="price-list"
      title={t('priceList.title')}
      back={
        id !== '' && mayView
          ? { to: `/admin?id=${encodeURIComponent(id)}`, label: t('priceList.back') }
          : undefined
      }
    >
      {content}
    </PrintedPage>
  );
}

import { useTranslation } from '../../../i18n/use-translation';

interface ClubTableProps {
  clubs: readonly { readonly club: string; readonly athletes: number }[];
  totalAthletes: number;
}

/** Distinct athletes (by licence) per club, with the total. */
export function ClubTable({ clubs, totalAthletes }: ClubTableProps) {
  const { t } = useTranslation();
  return (
    <table className="start-list-table start-list-rows" aria-label={t('startLists.clubs.title')}>
      <thead>
        <tr>
          <th>{t('startLists.clubs.club')}</th>
          <th className="start-list-number">{t('startLists.clubs.athletes')}</th>
        </tr>
      </thead>
      <tbody>
        {clubs.map((club) => (
          <tr key={club.club}>
            <td>{club.club}</td>
            <td className="start-list-number">{club.athletes}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('startLists.clubs.total')}</th>
          <td className="start-list-number start-list-start">{totalAthletes}</td>
        </tr>
      </tfoot>
    </table>
  );
}

import { selectLanguage, useLoaded, useRouteEntry, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { CashbackReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OfficeTable } from '../frame/OfficeTable.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_cashbackReply } from '../generated/validate_cashbackReply.js';

/** The programme each cashback route shows. */
export const CASHBACK_PROGRAM_OF_ROUTE: Readonly<Record<string, CashbackReply['program']>> = {
  'office.cashback': 'regular',
  'office.casino.vipcashback': 'vip',
  'office.casino.premiumcashback': 'premium',
};

type Level = CashbackReply['cashbackSetting']['additional_data']['promoPoints'][number];

/** The highest level the points reach (the levels sorted by the points they need), or null below the first. */
export function levelOf(levels: readonly Level[], points: number): Level | null {
  return [...levels].sort((a, b) => a.points - b.points).filter((level) => level.points <= points).at(-1) ?? null;
}

/** office/cashback, casino/vipcashback and casino/premiumcashback: the points, the level and the rules of additional_data. */
export default function CashbackPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const program = CASHBACK_PROGRAM_OF_ROUTE[useRouteEntry()?.name ?? 'office.cashback'] ?? 'regular';
  const { loaded } = useLoaded(`cashback:${program}:${lang}`, (signal) => officeGet<CashbackReply>(`${OFFICE_API}/cashback?program=${program}`, validate_cashbackReply, 'cashback', lang, signal));
  return (
    <OfficeFrame titleKey={`cashback_${program}`}>
      <LoadState loaded={loaded}>
        {(cashback) => {
          const extra = cashback.cashbackSetting.additional_data;
          const pointsName = extra.usePromoPointsName ? t('promo_points') : t('points');
          const level = levelOf(extra.promoPoints, cashback.points);
          return (
            <>
              <p data-testid="office-cashback-points">{t('cashback_points', { points: cashback.points, name: pointsName })}</p>
              {cashback.showClubPoints && <p>{t('club_points', { points: cashback.clubPoints })}</p>}
              <p>{t('cashback_percent', { percent: cashback.cashbackSetting.percent })}</p>
              {level && <p>{t('cashback_level', { level: t(`level_${level.level}`, { defaultValue: level.level }) })}</p>}
              {extra.isVisiblePromoPointsRules && (
                <OfficeTable
                  label={t('cashback_rules')}
                  rows={extra.promoPoints}
                  rowKey={(row) => row.level}
                  columns={[
                    { heading: t('cashback_level_column'), cell: (row) => t(`level_${row.level}`, { defaultValue: row.level }) },
                    { heading: pointsName, cell: (row) => row.points },
                    { heading: t('cashback_percent_column'), cell: (row) => `${row.percent}%` },
                  ]}
                />
              )}
              {extra.showAdditionalCashBackTerms && <p className="office-muted">{t('cashback_terms')}</p>}
            </>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}

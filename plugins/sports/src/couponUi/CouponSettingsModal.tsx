import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type ModalProps, useTranslation } from '@host/sdk';
import { COEF_VIEW_IDS_BY_VIEW_TYPE } from '../odds/coefViews.ts';
import { bettingPreferencesChanged } from '../preferences/bettingPreferences.ts';
import { withBettingDefaults } from '../preferences/storedBettingPreferences.ts';
import { selectBettingPreferencesSet } from '../sportsSlice.ts';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from '../coupon/couponConstants.ts';
import { couponSettingsActions } from '../coupon/couponSettings.ts';
import { ODDS_FORMAT_IDS } from '../odds/oddsFormatIds.ts';
import { loadOddsFormats } from '../odds/loadOddsFormats.ts';
import { useOneClickOffered } from './useOneClickOffered.ts';
import { useSportsSelector } from './useSportsSelector.ts';

const POLICIES: readonly ChangeCoefAction[] = [CHANGE_COEF_ACTION.acceptHigher, CHANGE_COEF_ACTION.acceptAny, CHANGE_COEF_ACTION.askOnAny];

const positiveOrNull = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value <= 0 ? null : value;
};

/** Coupon settings (spec 3.2), opened by the `coupon-settings-modal` query; one-click follows spec 4.1's rules. */
export default function CouponSettingsModal({ onClose }: ModalProps) {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const settings = useSportsSelector((state) => state.coupon.settings);
  const pendingOneClick = useSportsSelector((state) => state.coupon.pendingOneClickConfirmation);
  const { coefViewId, appViewType } = withBettingDefaults(useSelector(selectBettingPreferencesSet));
  // The site's formats that the bettor's view type allows (the preferences refuse any other).
  const siteFormats: readonly number[] = useSportsSelector((state) => state.coupon.config?.oddsFormats) ?? ODDS_FORMAT_IDS;
  const offeredFormats = ODDS_FORMAT_IDS.filter((id) => siteFormats.includes(id) && COEF_VIEW_IDS_BY_VIEW_TYPE[appViewType].includes(id));
  const oneClickOffered = useOneClickOffered();
  useEffect(() => void loadOddsFormats(), []);
  const change = (payload: Parameters<typeof couponSettingsActions.changed>[0]) => dispatch(couponSettingsActions.changed(payload));
  return (
    <div className="coupon coupon-settings">
      <h2>{t('coupon_settings')}</h2>
      <label className="coupon__row">
        {t('setting_changeCoefAction')}
        <select value={settings.changeCoefAction} onChange={(event) => change({ changeCoefAction: Number(event.target.value) as ChangeCoefAction })}>
          {POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`policy_${policy}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="coupon__row">
        {t('setting_oddsFormat')}
        <select value={coefViewId} onChange={(event) => dispatch(bettingPreferencesChanged({ preferences: { coefViewId: Number(event.target.value) } }))}>
          {offeredFormats.map((id) => (
            <option key={id} value={id}>
              {t(`odds_format_${id}`)}
            </option>
          ))}
        </select>
      </label>
      {(['isPossibleWinShown', 'isBalanceShown', 'isCouponFixed', 'isAutoMax', 'isSelectAccountShown'] as const).map((key) => (
        <label key={key} className="coupon__row">
          {t(`setting_${key}`)}
          <input type="checkbox" checked={settings[key]} onChange={(event) => change({ [key]: event.target.checked })} />
        </label>
      ))}
      {oneClickOffered && (
        <>
          <label className="coupon__row">
            {t('setting_isActiveOneClick')}
            <input
              type="checkbox"
              checked={settings.isActiveOneClick}
              onChange={(event) => dispatch(event.target.checked ? couponSettingsActions.oneClickRequested() : couponSettingsActions.oneClickDisabled())}
            />
          </label>
          <label className="coupon__row">
            {t('setting_oneClickAmount')}
            <input type="number" min={0} step="any" value={settings.oneClickAmount ?? ''} onChange={(event) => change({ oneClickAmount: positiveOrNull(event.target.value) })} />
          </label>
        </>
      )}
      {oneClickOffered && pendingOneClick && (
        <div role="alertdialog" aria-label={t('one_click_confirm')} className="coupon__message">
          <p>{t('one_click_confirm')}</p>
          <div className="coupon__row">
            <button type="button" className="button button--accent" onClick={() => dispatch(couponSettingsActions.oneClickConfirmed())}>
              {t('one_click_confirm_yes')}
            </button>
            <button type="button" className="button" onClick={() => dispatch(couponSettingsActions.oneClickDeclined())}>
              {t('one_click_confirm_no')}
            </button>
          </div>
        </div>
      )}
      <label className="coupon__row">
        {t('setting_exactCoef')}
        <input type="number" min={1} step="0.01" value={settings.exactCoef ?? ''} onChange={(event) => dispatch(couponSettingsActions.exactCoefChanged(positiveOrNull(event.target.value)))} />
      </label>
      <label className="coupon__row">
        {t('setting_isDropOnScoreChange')}
        <input type="checkbox" checked={settings.isDropOnScoreChange} onChange={(event) => dispatch(couponSettingsActions.dropOnScoreChangeChanged(event.target.checked))} />
      </label>
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('done')}
      </button>
    </div>
  );
}

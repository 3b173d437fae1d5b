import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import { CASINO_NS } from '../casinoConstants.ts';

/** thankyou, casino/thankyou and slots/thankyou: where a provider sends the player back after a game or a purchase. */
export default function ThankYouPage() {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const lobby = href('casino');
  return (
    <div className="casino-page casino-thankyou">
      <h1 className="casino-page__title">{t('thankyou_title')}</h1>
      <p>{t('thankyou_text')}</p>
      {lobby && (
        <Link to={lobby} className="casino-button">
          {t('back_to_lobby')}
        </Link>
      )}
    </div>
  );
}

import type { ModalProps } from '@host/sdk';
import { useTranslation } from '@host/sdk';

/** Only same-origin images are shown: the query value is user input. */
export function isSafeImageSource(value: string | null): value is string {
  return value !== null && /^\/(?!\/)[^\s"'<>\\]*$/.test(value);
}

export default function ViewImageModal({ value }: ModalProps) {
  const { t } = useTranslation('info');
  return (
    <figure className="view-image">
      {isSafeImageSource(value) ? <img src={value} alt={t('image_viewer')} /> : <p role="alert">{t('image_refused')}</p>}
    </figure>
  );
}

import { useTranslation } from '@host/sdk';
import type { FastRegistrationReply } from '../../schemas/account.ts';

/** Hands a file to the browser's downloads. */
function download(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** The credentials drawn as a picture (PNG): what a player may keep in their photos. */
function credentialsPicture(lines: readonly string[]): Promise<Blob> {
  const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 80 + lines.length * 48 });
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('this browser draws no canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#15201b';
  context.font = '28px sans-serif';
  lines.forEach((line, index) => context.fillText(line, 40, 64 + index * 48));
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be made'))), 'image/png'));
}

/**
 * After a one-click registration: the login and password the platform made, shown this once, with the spec's ways to
 * keep them (second document 9: to a file, to a picture; by e-mail is not offered, as it would put the password in a
 * mail). "Continue" goes on as after any registration.
 */
export function OneClickCredentials({ credentials, onDone }: { credentials: FastRegistrationReply; onDone: () => void }) {
  const { t } = useTranslation('account');
  const lines = [t('one_click_login_line', { login: credentials.login }), t('one_click_password_line', { password: credentials.password })];
  const keepAsPicture = () => {
    credentialsPicture(lines).then(
      (blob) => download('credentials.png', blob),
      (failure: unknown) => console.warn('[account] the credentials picture could not be made', failure),
    );
  };
  return (
    <section className="one-click-credentials" aria-labelledby="one-click-credentials-title">
      <h2 id="one-click-credentials-title">{t('one_click_title')}</h2>
      <p>{t('one_click_keep_them')}</p>
      <dl className="one-click-credentials__list">
        <dt>{t('one_click_login')}</dt>
        <dd data-testid="one-click-login">{credentials.login}</dd>
        <dt>{t('one_click_password')}</dt>
        <dd data-testid="one-click-password">{credentials.password}</dd>
      </dl>
      <div className="one-click-credentials__actions">
        <button type="button" className="button" onClick={() => download('credentials.txt', new Blob([`${lines.join('\n')}\n`], { type: 'text/plain' }))}>
          {t('one_click_save_file')}
        </button>
        <button type="button" className="button" onClick={keepAsPicture}>
          {t('one_click_save_picture')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('one_click_continue')}
        </button>
      </div>
    </section>
  );
}

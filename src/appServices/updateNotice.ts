export interface UpdateNoticeText {
  message: string;
  reload: string;
  later: string;
}

/**
 * The "new version, reload" notice: a polite status card in a corner, out of the page's flow. It reloads only when
 * the visitor presses its button (so never in the middle of placing a bet); closing it keeps the old build running.
 */
export function showUpdateNotice(document: Document, text: UpdateNoticeText, reload: () => void): HTMLElement {
  const container = document.createElement('div');
  container.className = 'notifications update-notice';
  // At the bottom, standing on what is docked there on phones (host.css --bottom-dock-h), not where the page's own
  // notifications show.
  Object.assign(container.style, { top: 'auto', bottom: 'calc(var(--bottom-dock-h, 0px) + .5em)' });
  const card = document.createElement('div');
  card.className = 'notification notification--info';
  card.setAttribute('role', 'status');
  const message = document.createElement('p');
  message.className = 'notification__text';
  message.textContent = text.message;
  const reloadButton = document.createElement('button');
  reloadButton.type = 'button';
  reloadButton.className = 'button button--accent';
  reloadButton.textContent = text.reload;
  Object.assign(reloadButton.style, { marginTop: '.5em' });
  reloadButton.addEventListener('click', reload);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'icon-button notification__close';
  close.setAttribute('aria-label', text.later);
  close.textContent = '×';
  close.addEventListener('click', () => container.remove());
  card.append(message, reloadButton, close);
  container.append(card);
  document.body.append(container);
  return container;
}

/**
 * The "new version available" notice: a small box at the bottom of the
 * page with Reload and Dismiss buttons. Plain DOM (it lives outside the
 * React tree, and may appear on any page); styled with the theme's colours
 * in both modes (notice.css).
 */
import './notice.css';

const ID = 'site-update-notice';

export function showUpdateNotice(onReload: () => void): void {
  if (document.getElementById(ID)) return;
  const box = document.createElement('div');
  box.id = ID;
  box.className = 'site-update-notice';
  box.setAttribute('role', 'status');

  const text = document.createElement('p');
  text.textContent = 'A new version of this site is available.';

  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });

  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--secondary button--sm';
  dismiss.textContent = 'Later';
  dismiss.addEventListener('click', () => box.remove());

  box.append(text, reload, dismiss);
  document.body.append(box);
}

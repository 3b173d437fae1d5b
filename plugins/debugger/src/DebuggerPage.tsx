import { selectFeatures, selectUserId, useTranslation, type HostState } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { debugReport } from './debugReport.ts';

const NS = 'debugger';

/** The debugger page: the site's state for this visitor and the device, readable and copied as JSON into a ticket. */
export default function DebuggerPage() {
  const { t } = useTranslation(NS);
  const app = useSelector((state: HostState) => state.app);
  const plugins = useSelector((state: HostState) => state.plugins);
  const userId = useSelector(selectUserId);
  const features = useSelector(selectFeatures);
  const [copied, setCopied] = useState(false);
  const report = debugReport({ app, plugins, userId, features }, { userAgent: navigator.userAgent, screen: `${window.innerWidth}x${window.innerHeight} @${window.devicePixelRatio}`, cookie: document.cookie });
  const copy = () => navigator.clipboard.writeText(JSON.stringify(report, null, 2)).then(() => setCopied(true), () => setCopied(false));
  const list = (items: string[]) => (items.length ? items.join(', ') : t('none'));
  return (
    <section className="debugger">
      <h1>{t('title')}</h1>
      <p>{t('note')}</p>
      <h2>{t('site')}</h2>
      <dl data-testid="debugger-site">
        <dt>{t('language')}</dt>
        <dd>{report.language}</dd>
        <dt>{t('viewport')}</dt>
        <dd>{report.viewport}</dd>
        <dt>{t('sdk')}</dt>
        <dd>{report.sdk}</dd>
        <dt>{t('user')}</dt>
        <dd>{report.userId ?? t('visitor')}</dd>
        <dt>{t('features')}</dt>
        <dd>{list(report.features)}</dd>
      </dl>
      <h2>{t('plugins')}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('plugin')}</th>
            <th>{t('version')}</th>
            <th>{t('state')}</th>
            <th>{t('error')}</th>
          </tr>
        </thead>
        <tbody>
          {report.plugins.map((plugin) => (
            <tr key={plugin.id}>
              <td>{plugin.id}</td>
              <td>{plugin.version}</td>
              <td>{plugin.state}</td>
              <td>{plugin.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('device')}</h2>
      <dl>
        <dt>{t('user_agent')}</dt>
        <dd>{report.userAgent}</dd>
        <dt>{t('screen')}</dt>
        <dd>{report.screen}</dd>
        <dt>{t('cookies')}</dt>
        <dd>{list(report.cookies)}</dd>
      </dl>
      <button type="button" className="button button--primary" onClick={copy}>
        {t('copy')}
      </button>
      {copied && <p role="status">{t('copied')}</p>}
    </section>
  );
}

import { NoSiteConfigError } from '../config/NoSiteConfigError.ts';
import { SchemaError } from '@host/sdk';

/**
 * Shown when the site cannot start: no usable config and no last known good copy. It names what failed, so an
 * operator can fix the document: the JSON path and the rule for an invalid one, no-site-config for a missing one.
 */
export function ConfigErrorPage({ error }: { error: unknown }) {
  const code = error instanceof NoSiteConfigError ? error.code : error instanceof SchemaError ? 'invalid-config' : 'boot-failed';
  return (
    <section className="status-page config-error" role="alert" data-error-code={code}>
      <p className="status-page__code">{code}</p>
      <h1 className="status-page__title">The site cannot start right now</h1>
      {error instanceof SchemaError ? (
        <p>
          The {error.document} is invalid at <code className="config-error__path">{error.path}</code> (rule: <code>{error.rule}</code>).
        </p>
      ) : (
        <p>{error instanceof Error ? error.message : String(error)}</p>
      )}
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        Try again
      </button>
    </section>
  );
}

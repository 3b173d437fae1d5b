import { SchemaError } from '@host/sdk';
import type { BootErrorCode } from './bootErrorCode.ts';

/**
 * Shown when the site cannot start: no usable config and no last known good copy. It names what failed, so an
 * operator can fix the document: which one is invalid (invalid-config, invalid-manifest) with the JSON path and the
 * rule, no-site-config for a missing config. Any other failure (an unreachable server) gets a plain sentence: its
 * message names request URLs and statuses, which go to the console, never to a visitor. Part of `@host/status-pages`:
 * the kernel names the code (bootErrorCode knows the kernel's error classes, which this module has no copy of).
 */
export function ConfigErrorPage({ error, code }: { error: unknown; code: BootErrorCode }) {
  return (
    <section className="status-page config-error" role="alert" data-error-code={code}>
      <p className="status-page__code">{code}</p>
      <h1 className="status-page__title">The site cannot start right now</h1>
      {error instanceof SchemaError ? (
        <p>
          The {error.document} is invalid at <code className="config-error__path">{error.path}</code> (rule: <code>{error.rule}</code>).
        </p>
      ) : (
        <p>The site could not load its settings. Please try again in a moment.</p>
      )}
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        Try again
      </button>
    </section>
  );
}

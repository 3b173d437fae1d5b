/** The spec's no-site-config error: the server gave no site config and there is no last known good copy. */
export class NoSiteConfigError extends Error {
  readonly code = 'no-site-config';

  constructor(reason: string) {
    super(`no-site-config: ${reason}`);
    this.name = 'NoSiteConfigError';
  }
}

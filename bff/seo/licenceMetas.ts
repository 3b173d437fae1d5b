/** A domain file's licence config (schema domainConfig, checked when the file was read). */
interface LicenceConfig {
  meta: { domains: readonly string[]; name: string; content: string };
}

/**
 * The licence meta tag (first document 3: "Licence config holds a meta tag with domains, name and content") a page
 * of `host` carries: in its page metadata, so the first HTML and the client's head have it alike. None on a host
 * the config does not name, or without the config.
 */
export function licenceMetas(config: Readonly<Record<string, unknown>>, host: string): { name: string; content: string }[] {
  const meta = (config.licence as LicenceConfig | undefined)?.meta;
  return meta && meta.domains.includes(host.replace(/:\d+$/, '')) ? [{ name: meta.name, content: meta.content }] : [];
}

import { partnerFrameOrigins } from './siteCookieAttributes.ts';
import { createHash } from 'node:crypto';
import { escapeHtml } from './escapeHtml.ts';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteViewReply } from '../schemas/remoteView.ts';
import { heroWordsIn } from '../schemas/siteConfig.ts';
import { SERVER_VIEW_ELEMENT_ID } from '../src/ui/remoteView/serverViewContract.ts';
import { PAGE_METADATA_ELEMENT_ID } from '../src/ui/pageMetadata/pageMetadataContract.ts';
import type { ResolvedPage } from './seo/pageMetadata.ts';
import { seoHeadHtml } from './seo/seoHeadHtml.ts';
import { isoLanguageOf } from './seo/seoConstants.ts';
import { kernelText } from './kernelTexts.ts';
import { seoVisualHtml } from '../src/ui/pageMetadata/seoVisualHtml.ts';
import type { DomainSettings } from './domainStore.ts';
import { FIRST_SCREEN_ELEMENT_ID, type PluginFirstScreen } from './firstScreens.ts';
import { sanitizeOnServer } from './serverSanitizer.ts';
import { lazyHostSpecifiers } from '../scripts/hostModules.ts';
import { notPreloadedSpecifiers } from '../scripts/sharedLibraries.ts';
import { pwaHeadTags } from './pwa/pwaHead.ts';
import { hostBuildVersion } from './pwa/hostBuildVersion.ts';
import { assetOriginOf, hostBuildOnAssetOrigin } from './assetOrigin.ts';
import { BoundedCache } from './boundedCache.ts';
import { policyLogoHtml } from './policyLogo.ts';

interface HostBuild {
  importMap: { imports: Record<string, string>; integrity: Record<string, string> };
  system: { url: string; integrity: string };
}

/** What a page takes from the host build on one asset origin: the same for every page until the build changes. */
interface HostBuildParts {
  preloads: string;
  importMapJson: string;
  systemUrl: string;
  systemIntegrity: string;
}

/** A plugin first screen's CSS inline beside the kernel's, and that style's hash for the policy. */
interface InlineStyle {
  css: string;
  hash: string;
}

/** Asset origins (from domain files and the server's environment, never from a visitor) and first screens' stylesheets kept per build. */
const ORIGINS_PER_BUILD = 16;
const INLINE_STYLES_PER_BUILD = 64;
const INLINE_STYLE_CHARACTERS = 8_000_000;

/** `</script>` inside the inline import map would end the element early. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Shared modules loaded on first use, not preloaded with the kernel: the shared libraries the kernel does not need (scripts/sharedLibraries.ts),
 * the remote-view renderer, the status pages, the page extras and the app services (after load).
 */
export const LAZY_SHARED = new Set([...notPreloadedSpecifiers(), ...lazyHostSpecifiers()]);

/**
 * Renders index.html: the import map with integrity, SystemJS, the kernel entry, the inline critical CSS and an
 * app shell (header and a skeleton of the first screen) so that the first paint does not wait for JavaScript.
 * Also gives the page's Content-Security-Policy, with the inline style allowed by its hash only. A domain with an asset
 * origin (bff/assetOrigin.ts) loads every build file from it, and its policy names that origin.
 */
export class IndexHtml {
  private readonly template: string;
  private build: {
    mtimeMs: number;
    host: HostBuild;
    css: string;
    cssHash: string;
    version: string;
    byOrigin: BoundedCache<string, HostBuildParts>;
    inlineStyles: BoundedCache<string, InlineStyle>;
  } | null = null;
  private readonly hostFile: string;

  /** `serverAssetOrigin`: the build's origin for domains whose file names none (ASSET_ORIGIN), null: the site's own. */
  constructor(root: string, private readonly distDir: string, private readonly testMode: boolean, private readonly serverAssetOrigin: string | null = null) {
    this.hostFile = join(distDir, 'host.json');
    this.template = readFileSync(join(root, 'public', 'index.html'), 'utf8');
  }

  /** The host build (import map, CSS), re-read when `npm run build` replaces it under a running server. */
  private current() {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = statSync(this.hostFile));
    } catch {
      throw new Error(`${this.hostFile} is missing: run "npm run build" first`);
    }
    if (this.build?.mtimeMs !== mtimeMs) {
      const css = readFileSync(join(this.distDir, 'kernel', 'host.css'), 'utf8').replace(/<\//g, '<\\/');
      this.build = {
        mtimeMs,
        host: JSON.parse(readFileSync(this.hostFile, 'utf8')) as HostBuild,
        css,
        cssHash: createHash('sha256').update(css).digest('base64'),
        version: hostBuildVersion(this.distDir),
        // What is made from this build is kept with it: a new build starts with none.
        byOrigin: new BoundedCache(ORIGINS_PER_BUILD),
        inlineStyles: new BoundedCache(INLINE_STYLES_PER_BUILD, INLINE_STYLE_CHARACTERS, (key, style) => key.length + style.css.length),
      };
    }
    return this.build;
  }

  /**
   * `domain`: its asset origin's scripts and stylesheets may load, and `connect-src` lets the kernel fetch a refused
   * bundle again to tell why. `frameOrigins`: the origins besides the site's own that its pages may frame (hosts the
   * BFF serves for them). `firstScreenCss`: the CSS of a plugin's first screen the page inlines (its style's hash
   * replaces the kernel's). `scriptOrigins`: the origins besides the site's own whose scripts its pages may load.
   * `frame-ancestors`: the site itself, and the partners' origins where the site is shown in their frames.
   */
  contentSecurityPolicy(domain: Pick<DomainSettings, 'assetOrigin' | 'config'>, frameOrigins: readonly string[] = [], firstScreenCss = '', scriptOrigins: readonly string[] = []): string {
    const styleHash = firstScreenCss ? this.inlineStyle(firstScreenCss).hash : this.current().cssHash;
    const assetOrigin = assetOriginOf(domain, this.serverAssetOrigin);
    const buildSources = assetOrigin === null ? "'self'" : `'self' ${assetOrigin}`;
    return [
      "default-src 'self'",
      [`script-src ${buildSources}`, ...scriptOrigins].join(' '),
      `style-src ${buildSources} 'sha256-${styleHash}'`,
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${buildSources}`,
      ["frame-src 'self'", ...frameOrigins].join(' '),
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      ["frame-ancestors 'self'", ...partnerFrameOrigins(domain.config.site)].join(' '),
    ].join('; ');
  }

  /** The page's inline style: the kernel's critical CSS, then the CSS of a plugin's first screen, if any. */
  private inlineCss(firstScreenCss: string): string {
    return firstScreenCss ? this.inlineStyle(firstScreenCss).css : this.current().css;
  }

  /** The inline style with a plugin first screen's CSS, and its hash, made once per build and stylesheet text. */
  private inlineStyle(firstScreenCss: string): InlineStyle {
    const build = this.current();
    return build.inlineStyles.getOrSet(firstScreenCss, () => {
      const css = `${build.css}\n${firstScreenCss.replace(/<\//g, '<\\/')}`;
      return { css, hash: createHash('sha256').update(css).digest('base64') };
    });
  }

  /** The build's preloads, import map and SystemJS on an asset origin (null: the site's own). */
  private hostBuildParts(assetOrigin: string | null): HostBuildParts {
    const build = this.current();
    return build.byOrigin.getOrSet(assetOrigin ?? '', () => {
      const host = hostBuildOnAssetOrigin(build.host, assetOrigin);
      const { imports, integrity } = host.importMap;
      // SystemJS loads another origin's modules with crossorigin="anonymous": a preload must ask the same way to be used.
      const crossOrigin = assetOrigin === null ? '' : ' crossorigin="anonymous"';
      const preloads = Object.entries(imports)
        .filter(([name, url], index, all) => !LAZY_SHARED.has(name) && all.findIndex(([, other]) => other === url) === index)
        .map(([, url]) => `<link rel="preload" as="script" href="${url}" integrity="${integrity[url]}"${crossOrigin}>`)
        .join('\n');
      return { preloads, importMapJson: safeJson(host.importMap), systemUrl: host.system.url, systemIntegrity: host.system.integrity };
    });
  }

  /**
   * `firstScreen`: what the page opens with. A remote view is rendered here already sanitised, and its reply is
   * handed to the kernel in a JSON script element (never executed), so the first paint shows the content and the
   * kernel takes it over without fetching it again. A plugin's first screen (bff/firstScreens.ts) comes drawn by its
   * BFF module, its stylesheets inline beside the kernel's and its data in a JSON script element for the plugin.
   */
  render(
    lang: string,
    domain: DomainSettings,
    firstScreen: { kind: 'home' } | { kind: 'skeleton' } | { kind: 'remote-view'; path: string; view: RemoteViewReply } | ({ kind: 'plugin' } & PluginFirstScreen),
    page: ResolvedPage | null = null,
    visitor: { userAgent?: string; geoCountryId?: number | null; cookieAttributes?: string } = {},
  ): string {
    const company = domain.config.site.companyName;
    let content: string;
    let handover = '';
    if (firstScreen.kind === 'home') {
      // The brand's hero as the kernel draws it at its first render (HomePage), so the first paint is the LCP.
      const hero = heroWordsIn(domain.config, lang);
      const heroText = hero?.text ? `<p class="hero__text">${escapeHtml(hero.text)}</p>` : '';
      content = `<div class="home">${hero ? `<section class="hero"><h1 class="hero__title">${escapeHtml(hero.title)}</h1>${heroText}</section>` : ''}</div>`;
    } else if (firstScreen.kind === 'remote-view') {
      const view = { ...firstScreen.view, body: sanitizeOnServer(firstScreen.view.body) };
      content = `<article class="remote-view" data-app="${escapeHtml(view.appName)}"><h1 class="page-title">${escapeHtml(view.title)}</h1><div class="remote-view__body">${view.body}</div></article>`;
      handover = `<script type="application/json" id="${SERVER_VIEW_ELEMENT_ID}">${safeJson({ lang, path: firstScreen.path, view })}</script>`;
    } else if (firstScreen.kind === 'plugin') {
      content = firstScreen.html;
      if (firstScreen.handover !== undefined) {
        handover = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${safeJson({ plugin: firstScreen.pluginId, data: firstScreen.handover })}</script>`;
      }
    } else {
      content = '<div class="page-skeleton" aria-busy="true"><div class="page-skeleton__title"></div><div class="page-skeleton__line"></div><div class="page-skeleton__line"></div><div class="page-skeleton__line page-skeleton__line--short"></div></div>';
    }
    const sanitisedText = page?.content.html ? sanitizeOnServer(page.content.html) : '';
    // The visual data (trail and heading) heads the SEO block, written here so the first page needs no code for it.
    const seoText = page ? seoVisualHtml(page.visual, lang, kernelText(lang, 'seo_breadcrumbs'), sanitisedText !== '') + sanitisedText : '';
    const seoBlock = seoText ? `<section class="seo-block"><div class="seo-block__text">${seoText}</div></section>` : '';
    // The page metadata goes to the client as the remote view does (a JSON element, never run), in the head: the
    // client reads it after the load event, when the kernel has long replaced the app shell.
    // `safeHtml`: the SEO text as sanitised here, which the client shows as it is (as it does a remote view), so the
    // first page needs no sanitiser of its own.
    const pageHandover = page ? `\n<script type="application/json" id="${PAGE_METADATA_ELEMENT_ID}">${safeJson({ data: page.data, visual: page.visual, content: page.content, safeHtml: seoText })}</script>` : '';
    const shell =
      `<div class="layout layout--default"><header class="header"><div class="header__inner"><a class="logo" href="/${lang}/"><span class="logo__mark" aria-hidden="true">${escapeHtml(company.charAt(0))}</span><span class="logo__name">${escapeHtml(company)}</span></a></div></header>` +
      `<div class="layout__body"><main id="content" class="content">${content}</main></div>${seoBlock}</div>${handover}`;
    const build = this.current();
    const host = this.hostBuildParts(assetOriginOf(domain, this.serverAssetOrigin));
    const values: Record<string, string> = {
      // The ISO code (the ISO language-code map): `kz` is a site's code, `kk` the language's.
      LANG: escapeHtml(isoLanguageOf(lang)),
      COOKIE_ATTRIBUTES: escapeHtml(visitor.cookieAttributes ?? ''),
      TITLE: escapeHtml(page?.data.title ?? company),
      DESCRIPTION: escapeHtml(page?.data.description ?? ''),
      SEO_HEAD: seoHeadHtml(page?.data ?? null) + pageHandover,
      PWA_HEAD: pwaHeadTags(domain, lang, visitor.userAgent ?? ''),
      APP_VERSION: build.version,
      TEST_MODE_META: this.testMode ? '<meta name="host-test-mode" content="1">' : '',
      CRITICAL_CSS: this.inlineCss(firstScreen.kind === 'plugin' ? firstScreen.css : ''),
      PRELOADS: host.preloads,
      IMPORT_MAP: host.importMapJson,
      SYSTEM_URL: host.systemUrl,
      SYSTEM_INTEGRITY: host.systemIntegrity,
      APP_SHELL: shell,
      POLICY_LOGO: policyLogoHtml(visitor.geoCountryId ?? null),
    };
    return this.template.replace(/%([A-Z_]+)%/g, (match, key: string) => values[key] ?? match);
  }
}

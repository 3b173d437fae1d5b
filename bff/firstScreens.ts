import type { FastifyRequest } from 'fastify';
import type { RouteEntry } from '../schemas/manifest.ts';
import type { ScenarioState } from './domainStore.ts';

/**
 * The element in which core hands a plugin's first-screen data to the plugin: a `<script type="application/json">`
 * with `{ plugin, data }`, outside the rendered markup, read by that plugin when its page first renders.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** One page asked for as HTML: the route it matched and where the visitor comes from. */
export interface FirstScreenRequest {
  lang: string;
  route: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  state: ScenarioState;
  request: FastifyRequest;
  /** The visitor's window width in CSS pixels: the page's `window_width` cookie, else a phone's (bff/windowWidth.ts). */
  windowWidth: number;
}

/**
 * What a plugin draws into the HTML of one of its pages, so that the first paint on a slow phone shows the page
 * instead of a skeleton: `html` (escaped by the plugin, styled by the plugin's own stylesheets, which core inlines)
 * and the `handover` data from which its page renders the same screen without asking for it again.
 */
export interface FirstScreen {
  html: string;
  handover?: unknown;
}

/** Null: the page has no first screen for this request (core sends the skeleton). */
export type FirstScreenRenderer = (request: FirstScreenRequest) => FirstScreen | null | Promise<FirstScreen | null>;

/** A plugin's first screen with the CSS it needs, as the index page renders it. */
export interface PluginFirstScreen extends FirstScreen {
  pluginId: string;
  css: string;
}

/**
 * The first screen of a plugin's route from the plugin's renderer, with the plugin's stylesheets (read by `readCss`,
 * null when one cannot be read: the page is then sent with its skeleton rather than unstyled).
 */
export async function pluginFirstScreen(
  renderers: ReadonlyMap<string, FirstScreenRenderer>,
  request: FirstScreenRequest,
  cssUrls: readonly string[],
  readCss: (url: string) => string | null,
): Promise<PluginFirstScreen | null> {
  const render = renderers.get(request.route.plugin);
  if (!render) return null;
  const css = cssUrls.map(readCss);
  if (css.some((text) => text === null)) return null;
  const screen = await render(request);
  return screen && { ...screen, pluginId: request.route.plugin, css: css.join('\n') };
}

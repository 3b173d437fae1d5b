import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, trimSlashes, type RemoteViewReply, type RemoteViewService, type ResponsibleGamingService, type ScenarioPatcher, type ScenarioState } from '../../../bff/bffModule.ts';
import { withoutLinksToHiddenPages } from './hiddenPageLinks.ts';

interface PageContent {
  title: string;
  description: string;
  body: string;
}

interface RulesContent {
  title: string;
  description: string;
  tags: NonNullable<RemoteViewReply['tags']>;
  groups: Record<string, { title: string; chapters: Record<string, { title: string; positions: Array<{ id: string; html: string }> }> }>;
}

const CONTENT_LANGUAGES = ['en', 'ru'];
/** Where a page's content takes the responsible-gaming tools' own description (ResponsibleGamingService). */
export const RESPONSIBLE_GAMING_TOOLS = '<!--responsible-gaming-tools-->';

const isPageContent = (value: unknown): value is PageContent =>
  !!value && typeof value === 'object' && ['title', 'description', 'body'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export class RemoteViews implements RemoteViewService {
  /**
   * Under test mode, a scenario's own pages by path (`information/about`), in place of the content: hostile markup
   * and other samples belong to the tests that need them, not to what a visitor reads.
   */
  private readonly scenarioPages = new WeakMap<ScenarioState, ReadonlyMap<string, PageContent>>();

  constructor(
    private readonly contentDir: string,
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  /** The `remoteViews` field of a test scenario: `{ "<path>": { title, description, body } }`. */
  readonly patchScenario: ScenarioPatcher = (scenario, patch) => {
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return 'remoteViews must be an object of pages by path';
    const pages = Object.entries(patch as Record<string, unknown>);
    const malformed = pages.find(([, page]) => !isPageContent(page));
    if (malformed) return `remoteViews["${malformed[0].slice(0, 80)}"] must have a string title, description and body`;
    this.scenarioPages.set(scenario, new Map(pages as Array<[string, PageContent]>));
    return null;
  };

  private read<T>(lang: string, key: string): T | null {
    const language = CONTENT_LANGUAGES.includes(lang) ? lang : 'en';
    if (!/^[a-z0-9_-]+$/.test(key)) return null;
    const file = join(this.contentDir, language, `${key}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  }

  /** The view for a path (without language), or null when there is none; without links to the domain's hidden pages. */
  render(lang: string, path: string, scenario?: ScenarioState): RemoteViewReply | null {
    const view = this.view(lang, path, scenario);
    const hiddenPaths = scenario?.domain.config.site.notFoundUrls ?? [];
    return view && { ...view, body: withoutLinksToHiddenPages(view.body, hiddenPaths) };
  }

  private view(lang: string, path: string, scenario?: ScenarioState): RemoteViewReply | null {
    const testPage = scenario && this.scenarioPages.get(scenario)?.get(trimSlashes(path));
    if (testPage) return this.reply(testPage);
    const segments = path.split('/').filter(Boolean);
    const [first, second, third] = segments[0] === 'information' ? segments.slice(1) : segments;
    if (segments[0] === 'information' && first === undefined) return this.page(lang, 'information');
    if (segments[0] === 'information' && first === 'rules') return this.rules(lang, second, third);
    if (first === 'news' && second) {
      const page = this.read<PageContent>(lang, 'news-item');
      return page && this.reply({ ...page, title: page.title.replace('{slug}', second.replace(/-/g, ' ')), body: page.body.replace(/\{slug\}/g, escapeHtml(second)) });
    }
    if (first === undefined) return null;
    const view = (second && this.page(lang, `${first}-${second}`)) || this.page(lang, first);
    // The page describing the responsible-gaming tools says what they do on this domain, from the tools themselves.
    if (!view?.body.includes(RESPONSIBLE_GAMING_TOOLS)) return view;
    return { ...view, body: view.body.replace(RESPONSIBLE_GAMING_TOOLS, scenario ? this.responsibleGaming.toolsHtml(lang, scenario) : '') };
  }

  private page(lang: string, key: string): RemoteViewReply | null {
    const page = this.read<PageContent>(lang, key);
    return page && typeof page.body === 'string' ? this.reply(page) : null;
  }

  private reply(page: PageContent, extra: Partial<RemoteViewReply> = {}): RemoteViewReply {
    return {
      appName: 'info',
      title: page.title,
      body: page.body,
      style: '',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
      head: [{ name: 'description', content: page.description }],
      ...extra,
    };
  }

  /** Rules: a group per tag (`rules/{group}`), its chapters (`rules/{group}/{chapter}`), `#{position}` anchors. */
  private rules(lang: string, groupKey: string | undefined, chapterKey: string | undefined): RemoteViewReply | null {
    const rules = this.read<RulesContent>(lang, 'rules');
    if (!rules) return null;
    const groupId = groupKey ?? rules.tags[0]?.prop_link;
    const group = groupId ? rules.groups[groupId] : undefined;
    if (!group || (chapterKey && !group.chapters[chapterKey])) return null;
    const chapterLinks = Object.entries(group.chapters)
      .map(([key, chapter]) => `<li><a href="/information/rules/${groupId}/${key}">${escapeHtml(chapter.title)}</a></li>`)
      .join('');
    const chapters = Object.entries(group.chapters)
      .filter(([key]) => !chapterKey || key === chapterKey)
      .map(([, chapter]) => {
        const positions = chapter.positions
          .map((position) => `<section class="rules-position" id="${escapeHtml(position.id)}"><a href="#${escapeHtml(position.id)}">${escapeHtml(position.id)}</a>${position.html}</section>`)
          .join('');
        return `<h2>${escapeHtml(chapter.title)}</h2>${positions}`;
      })
      .join('');
    return this.reply(
      { title: `${rules.title}: ${group.title}`, description: rules.description, body: `<h2>${escapeHtml(group.title)}</h2><ul class="rules-chapters">${chapterLinks}</ul>${chapters}` },
      { tags: rules.tags },
    );
  }
}

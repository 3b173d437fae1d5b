// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RemoteViews } from './remoteViews.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), 'content');
/** The tools' own description stands in, marked, so that the tests see where it goes. */
const views = new RemoteViews(contentDir, { toolsHtml: (lang, scenario) => `<p>tools ${lang} ${scenario.domain.name}</p>` });

/** The stored content file a view must come from. */
const content = (lang: string, key: string) => JSON.parse(readFileSync(join(contentDir, lang, `${key}.json`), 'utf8')) as { title: string; body: string; description: string };

describe('RemoteViews', () => {
  it('renders a page from its content file', () => {
    const about = content('en', 'about');
    expect(views.render('en', 'information/about')).toEqual({
      appName: 'info',
      title: about.title,
      body: about.body,
      style: '',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
      head: [{ name: 'description', content: about.description }],
    });
  });

  it('renders the content of a language that has its own', () => {
    expect(views.render('ru', 'information/about')?.title).toBe(content('ru', 'about').title);
    expect(content('ru', 'about').title).not.toBe(content('en', 'about').title);
  });

  it.each(['de', 'kz', 'xx', '../ru'])('falls back to English for %s, a language without content', (lang) => {
    expect(views.render(lang, 'information/about')).toEqual(views.render('en', 'information/about'));
    expect(views.render(lang, 'information/about')?.title).toBe(content('en', 'about').title);
  });

  it.each(['information', 'information/'])('renders the information index at %s', (path) => {
    expect(views.render('en', path)?.title).toBe(content('en', 'information').title);
  });

  it.each(['support/email', 'information/support/email'])('maps %s to the support-email page', (path) => {
    expect(views.render('en', path)?.body).toBe(content('en', 'support-email').body);
  });

  it('renders a single-segment page outside information', () => {
    expect(views.render('en', 'support')?.title).toBe(content('en', 'support').title);
  });

  it('falls back to the first segment when the two-segment page does not exist', () => {
    expect(views.render('en', 'support/nothing-here')?.title).toBe(content('en', 'support').title);
  });

  it('puts the slug of a news item into its title', () => {
    const view = views.render('en', 'information/news/new-cash-out');
    expect(view?.title).toContain('new cash out');
    expect(view?.title).not.toContain('{slug}');
  });

  it.each([
    'information/../../../etc/passwd',
    '../secret',
    '..',
    'information/..',
    'information/about.json',
    'information/ABOUT',
    'information/ab%2F..',
    'information/a b',
    'information/no-such-page',
    '',
  ])('gives null for %j', (path) => {
    expect(views.render('en', path)).toBeNull();
  });
});

describe('rules views', () => {
  const rules = JSON.parse(readFileSync(join(contentDir, 'en', 'rules.json'), 'utf8')) as {
    tags: Array<{ prop_link: string }>;
    groups: Record<string, { title: string; chapters: Record<string, { title: string }> }>;
  };

  it('renders a rules group with the tags and a link to each chapter', () => {
    const view = views.render('en', 'information/rules/sports');
    expect(view?.tags).toEqual(rules.tags);
    expect(view?.tags).toHaveLength(5);
    for (const chapter of Object.keys(rules.groups.sports.chapters)) {
      expect(view?.body).toContain(`href="/information/rules/sports/${chapter}"`);
    }
    expect(view?.title).toContain(rules.groups.sports.title);
  });

  it('opens the first tag when no group is named', () => {
    expect(views.render('en', 'information/rules')?.title).toContain(rules.groups[rules.tags[0].prop_link].title);
  });

  it('renders only the named chapter, with the links to all of them', () => {
    const chapters = Object.values(rules.groups.sports.chapters).map((chapter) => chapter.title);
    const body = views.render('en', 'information/rules/sports/tennis')?.body ?? '';
    expect(body).toContain(`<h2>${rules.groups.sports.chapters.tennis.title}</h2>`);
    for (const title of chapters.filter((title) => title !== rules.groups.sports.chapters.tennis.title)) {
      expect(body).not.toContain(`<h2>${title}</h2>`);
    }
  });

  it.each(['information/rules/no-such-group', 'information/rules/sports/no-such-chapter'])('gives null for %s', (path) => {
    expect(views.render('en', path)).toBeNull();
  });
});

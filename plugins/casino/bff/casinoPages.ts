import { escapeHtml, type DescribedPage, type PageDescriber, type PageDescription, type SitemapPage } from '../../../bff/bffModule.ts';
import { CATEGORIES, descriptionOf, langOf, PROVIDERS, type Catalogue } from './catalogue.ts';

const TEXTS = {
  en: {
    lobbyTitle: 'Online casino: slots, live casino and table games — {company}',
    lobbyText: 'Hundreds of games at {company}: slots, live dealers, table and card games, crash and fast games, with demo play for most of them.',
    categoryTitle: '{category}: play online — {company}',
    categoryText: '{category} at {company}: {count} games from the best studios, most of them with a free demo.',
    providerTitle: '{provider} games — {company}',
    providerText: 'Every game of {provider} at {company}: {count} titles.',
    gameTitle: 'Play {game} by {provider} — {company}',
    casinoTitle: 'Casino — {company}',
  },
  ru: {
    lobbyTitle: 'Онлайн-казино: слоты, live-казино и настольные игры — {company}',
    lobbyText: 'Сотни игр в {company}: слоты, живые дилеры, настольные и карточные игры, краш и быстрые игры, большинство с демо-режимом.',
    categoryTitle: '{category}: играть онлайн — {company}',
    categoryText: '{category} в {company}: {count} игр от лучших студий, большинство с бесплатным демо.',
    providerTitle: 'Игры {provider} — {company}',
    providerText: 'Все игры {provider} в {company}: {count}.',
    gameTitle: 'Играть в {game} от {provider} — {company}',
    casinoTitle: 'Казино — {company}',
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * What the casino plugin tells the page metadata: the lobby, category, provider and game pages from its catalogue
 * (a game page's SEO text shows the game's picture), and the category and provider pages for the sitemap.
 */
export function casinoPages(catalogue: Catalogue): PageDescriber {
  return {
    describe(page: DescribedPage): PageDescription | null {
      const lang = langOf(page.lang);
      const texts = TEXTS[lang];
      const base = { company: page.companyName };
      // Where a closed game leaves the player: a step of a visit, not a page to find by search.
      if (page.route.page === 'thankyou') return { title: fill(texts.casinoTitle, base), description: fill(texts.lobbyText, base), metaRobots: 'noindex, follow' };
      const gameId = page.params.gameId;
      if (gameId !== undefined) {
        const game = /^[0-9]{1,9}$/.test(gameId) ? catalogue.byId.get(Number(gameId)) : undefined;
        if (!game) return null;
        const { card } = game;
        const text = descriptionOf(card, lang);
        return {
          title: fill(texts.gameTitle, { ...base, game: card.name, provider: card.providerName }),
          description: text,
          seoText: `${paragraph(text)}<img src="${escapeHtml(card.thumbnail)}" alt="${escapeHtml(card.name)}" width="160" height="120">`,
          h1: card.name,
          metas: [{ name: 'keywords', content: `${card.name}, ${card.providerName}` }],
          query: { subsectionId: card.categories[0] },
        };
      }
      const categorySlug = page.params.subcategory ?? page.route.path.split('/')[0];
      const category = CATEGORIES.find((candidate) => candidate.slug === categorySlug);
      if (category) {
        const values = { ...base, category: category.names[lang], count: String(catalogue.categoryCount(category.slug)) };
        return {
          title: fill(texts.categoryTitle, values),
          description: fill(texts.categoryText, values),
          seoText: paragraph(fill(texts.categoryText, values)),
          h1: category.names[lang],
          query: { subsectionId: category.slug },
        };
      }
      const provider = PROVIDERS.find((candidate) => candidate.slug === page.params.provider);
      if (provider) {
        const values = { ...base, provider: provider.name, count: String(catalogue.providerCount(provider.slug)) };
        return { title: fill(texts.providerTitle, values), description: fill(texts.providerText, values), seoText: paragraph(fill(texts.providerText, values)), h1: provider.name };
      }
      const lobby = { title: fill(texts.lobbyTitle, base), description: fill(texts.lobbyText, base), seoText: paragraph(fill(texts.lobbyText, base)) };
      if (page.route.page === 'lobby') return lobby;
      return { title: fill(texts.casinoTitle, base), description: lobby.description };
    },

    sitemapPages(): SitemapPage[] {
      return [
        ...CATEGORIES.filter((category) => catalogue.categoryCount(category.slug) > 0).map((category) => ({ path: `/casino/${category.slug}` })),
        ...PROVIDERS.map((provider) => ({ path: `/providers/${provider.slug}` })),
      ];
    },
  };
}

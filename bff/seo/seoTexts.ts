/**
 * The home page's texts for crawlers in one language, the brand's own (bff/seo/seoSettings.json, `home` by language):
 * `{{company}}` stands for the brand's name.
 */
export interface HomeSeoTexts {
  title: string;
  description: string;
  seoText?: string;
}

/**
 * A brand's home texts in `lang`, else in its default language, with its name filled in. A brand without any has its
 * name for title and description: core has no product words of its own to put there.
 */
export function homeTexts(home: Readonly<Record<string, HomeSeoTexts>> | undefined, lang: string, defaultLang: string, company: string): HomeSeoTexts {
  const texts = home?.[lang] ?? home?.[defaultLang];
  if (!texts) return { title: company, description: company };
  const fill = (text: string) => text.replace(/\{\{company\}\}/g, company);
  return { title: fill(texts.title), description: fill(texts.description), ...(texts.seoText === undefined ? {} : { seoText: fill(texts.seoText) }) };
}

/** The picture of the home page's SEO text (an SVG of our own, so it is same-origin and needs no binary file). */
export const HOME_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#0b3d2e"/>' +
  '<rect x="80" y="60" width="360" height="230" rx="12" fill="#e8f3ee"/><rect x="470" y="90" width="110" height="200" rx="14" fill="#e8f3ee"/>' +
  '<circle cx="260" cy="175" r="48" fill="#1f7a55"/><circle cx="525" cy="190" r="28" fill="#1f7a55"/></svg>';

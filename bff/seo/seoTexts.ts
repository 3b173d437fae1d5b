/** Core's own pages' texts for crawlers (the kernel's routes: home, maintenance, block pages), by language; en is the fallback. */
interface CoreTexts {
  homeTitle: string;
  homeDescription: string;
  homeSeoText: string;
  otherTitle: string;
}

const TEXTS: Record<string, CoreTexts> = {
  en: {
    homeTitle: '{{company}}: sports betting and online casino',
    homeDescription: 'Bet on football, tennis, basketball, ice hockey, cricket and esports before and during the match, with competitive odds, fast settlement and a casino with hundreds of games.',
    homeSeoText:
      '<p>Bet on football, tennis, basketball, ice hockey, cricket and esports before and during the match, with competitive odds, fast settlement and a casino with hundreds of games.</p>' +
      '<h2>Why bettors choose us</h2><p>Thousands of markets every day, live odds that follow the game second by second, cash-out on singles and accumulators, and a slip that keeps your picks while you browse.</p>' +
      '<img src="/seo-api/v1/images/home.svg" alt="{{company}} on a phone and a desktop" width="320" height="180">' +
      '<p>Play responsibly: set deposit and time limits in your account at any moment.</p>',
    otherTitle: '{{company}}',
  },
  ru: {
    homeTitle: '{{company}}: ставки на спорт и онлайн-казино',
    homeDescription: 'Ставки на футбол, теннис, баскетбол, хоккей, крикет и киберспорт до и во время матча: высокие коэффициенты, быстрый расчёт и казино с сотнями игр.',
    homeSeoText:
      '<p>Ставки на футбол, теннис, баскетбол, хоккей, крикет и киберспорт до и во время матча: высокие коэффициенты, быстрый расчёт и казино с сотнями игр.</p>' +
      '<h2>Почему выбирают нас</h2><p>Тысячи рынков каждый день, коэффициенты live, которые меняются вместе с игрой, выкуп ординаров и экспрессов и купон, который помнит ваш выбор.</p>' +
      '<img src="/seo-api/v1/images/home.svg" alt="{{company}} на телефоне и компьютере" width="320" height="180">' +
      '<p>Играйте ответственно: лимиты депозитов и времени настраиваются в личном кабинете.</p>',
    otherTitle: '{{company}}',
  },
};

export const coreTexts = (lang: string, company: string): CoreTexts => {
  const texts = TEXTS[lang] ?? TEXTS.en;
  const fill = (text: string) => text.replace(/\{\{company\}\}/g, company);
  return { homeTitle: fill(texts.homeTitle), homeDescription: fill(texts.homeDescription), homeSeoText: fill(texts.homeSeoText), otherTitle: fill(texts.otherTitle) };
};

/** The picture of the home page's SEO text (an SVG of our own, so it is same-origin and needs no binary file). */
export const HOME_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#0b3d2e"/>' +
  '<rect x="80" y="60" width="360" height="230" rx="12" fill="#e8f3ee"/><rect x="470" y="90" width="110" height="200" rx="14" fill="#e8f3ee"/>' +
  '<circle cx="260" cy="175" r="48" fill="#1f7a55"/><circle cx="525" cy="190" r="28" fill="#1f7a55"/></svg>';

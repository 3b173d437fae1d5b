/**
 * The demo's sports and championships. Team lists are real club names where clubs play; people (tennis players,
 * fighters) are made up. Champ slugs match the spec's champion pages (epl, laliga, europaleague, ipl, scf, fifacwc,
 * nbafinals, nhlfinals).
 */

export type SportKind = 'regular' | 'cyber' | 'longterm';
/** How a sport's games are priced and played out by the live simulation. */
export type GameModel = 'goals' | 'points' | 'sets' | 'cricket' | 'fight' | 'race' | 'outright';

export interface SportDef {
  id: number;
  slug: string;
  kind: SportKind;
  model: GameModel;
  names: Record<string, string>;
  /** Live games of this sport kept running at least (the simulation promotes line games to reach it). */
  liveTarget: number;
}

export interface ChampDef {
  id: number;
  slug: string;
  name: string;
  country: string;
  sportId: number;
  teams: readonly string[];
  /** Line events generated for it. */
  events: number;
  isTop?: boolean;
  pageTypes?: readonly string[];
  /** Model settings: goals (λ per team per game), points (points per team), game length in seconds, periods. */
  tuning?: Partial<Tuning>;
}

export interface Tuning {
  /** Mean goals / points / runs of one side over a game. */
  scoring: number;
  /** Regulation length in game seconds (goals, points, fight). */
  duration: number;
  periods: number;
  /** Break between periods, seconds (status 3). */
  breakSeconds: number;
}

const names = (en: string, ru: string, de: string, es: string, uk: string, kz: string, az: string) => ({ en, ru, de, es, uk, kz, az });

export const SPORTS: readonly SportDef[] = [
  { id: 1, slug: 'football', kind: 'regular', model: 'goals', liveTarget: 12, names: names('Football', 'Футбол', 'Fußball', 'Fútbol', 'Футбол', 'Футбол', 'Futbol') },
  { id: 2, slug: 'tennis', kind: 'regular', model: 'sets', liveTarget: 5, names: names('Tennis', 'Теннис', 'Tennis', 'Tenis', 'Теніс', 'Теннис', 'Tennis') },
  { id: 3, slug: 'basketball', kind: 'regular', model: 'points', liveTarget: 4, names: names('Basketball', 'Баскетбол', 'Basketball', 'Baloncesto', 'Баскетбол', 'Баскетбол', 'Basketbol') },
  { id: 4, slug: 'ice-hockey', kind: 'regular', model: 'goals', liveTarget: 4, names: names('Ice Hockey', 'Хоккей', 'Eishockey', 'Hockey sobre hielo', 'Хокей', 'Хоккей', 'Xokkey') },
  { id: 5, slug: 'cricket', kind: 'regular', model: 'cricket', liveTarget: 2, names: names('Cricket', 'Крикет', 'Cricket', 'Críquet', 'Крикет', 'Крикет', 'Kriket') },
  { id: 6, slug: 'ufc', kind: 'regular', model: 'fight', liveTarget: 1, names: names('UFC', 'UFC', 'UFC', 'UFC', 'UFC', 'UFC', 'UFC') },
  { id: 7, slug: 'cyber-football', kind: 'cyber', model: 'goals', liveTarget: 4, names: names('Cyber Football', 'Киберфутбол', 'Cyber-Fußball', 'Ciberfútbol', 'Кіберфутбол', 'Киберфутбол', 'Kiberfutbol') },
  { id: 8, slug: 'counter-strike', kind: 'cyber', model: 'sets', liveTarget: 3, names: names('Counter-Strike', 'Counter-Strike', 'Counter-Strike', 'Counter-Strike', 'Counter-Strike', 'Counter-Strike', 'Counter-Strike') },
  { id: 9, slug: 'dota-2', kind: 'cyber', model: 'sets', liveTarget: 2, names: names('Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2') },
  { id: 10, slug: 'marble-racing', kind: 'regular', model: 'race', liveTarget: 0, names: names('Marble Racing', 'Гонки шариков', 'Murmelrennen', 'Carreras de canicas', 'Перегони кульок', 'Шарлар жарысы', 'Mərmər yarışı') },
  { id: 11, slug: 'politics', kind: 'longterm', model: 'outright', liveTarget: 0, names: names('Politics', 'Политика', 'Politik', 'Política', 'Політика', 'Саясат', 'Siyasət') },
];

const EPL = ['Arsenal', 'Aston Villa', 'Bournemouth', 'Brentford', 'Brighton', 'Chelsea', 'Crystal Palace', 'Everton', 'Fulham', 'Ipswich Town', 'Leicester City', 'Liverpool', 'Manchester City', 'Manchester United', 'Newcastle United', 'Nottingham Forest', 'Southampton', 'Tottenham Hotspur', 'West Ham United', 'Wolverhampton'];
const LALIGA = ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Athletic Bilbao', 'Villarreal', 'Real Betis', 'Real Sociedad', 'Sevilla', 'Valencia', 'Girona', 'Celta Vigo', 'Osasuna', 'Getafe', 'Mallorca', 'Rayo Vallecano', 'Alavés', 'Las Palmas', 'Espanyol', 'Leganés', 'Valladolid'];
const BUNDESLIGA = ['Bayern Munich', 'Bayer Leverkusen', 'Borussia Dortmund', 'RB Leipzig', 'Eintracht Frankfurt', 'VfB Stuttgart', 'SC Freiburg', 'Werder Bremen', 'Borussia Mönchengladbach', 'VfL Wolfsburg', 'Mainz 05', 'Union Berlin', 'Augsburg', 'Hoffenheim', 'Heidenheim', 'St. Pauli', 'Holstein Kiel', 'Bochum'];
const SERIEA = ['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Udinese', 'Genoa', 'Como', 'Parma', 'Cagliari', 'Lecce', 'Verona', 'Empoli', 'Monza', 'Venezia'];
const LIGUE1 = ['Paris Saint-Germain', 'Marseille', 'Monaco', 'Lille', 'Lyon', 'Nice', 'Lens', 'Rennes', 'Strasbourg', 'Brest', 'Toulouse', 'Reims', 'Nantes', 'Auxerre', 'Angers', 'Le Havre', 'Saint-Étienne', 'Montpellier'];
const UCL = ['Real Madrid', 'Manchester City', 'Bayern Munich', 'Paris Saint-Germain', 'Liverpool', 'Inter', 'Barcelona', 'Arsenal', 'Borussia Dortmund', 'Atlético Madrid', 'Bayer Leverkusen', 'Juventus', 'Benfica', 'Porto', 'PSV Eindhoven', 'Celtic'];
const UEL = ['Tottenham Hotspur', 'Manchester United', 'Roma', 'Lazio', 'Ajax', 'Eintracht Frankfurt', 'Olympique Lyon', 'Athletic Bilbao', 'Real Sociedad', 'Galatasaray', 'Fenerbahçe', 'Rangers', 'Porto', 'AZ Alkmaar', 'Olympiacos', 'Anderlecht'];
const CWC = ['Real Madrid', 'Manchester City', 'Chelsea', 'Bayern Munich', 'Paris Saint-Germain', 'Inter', 'Juventus', 'Flamengo', 'Palmeiras', 'River Plate', 'Boca Juniors', 'Al Hilal', 'Al Ahly', 'Urawa Red Diamonds', 'Monterrey', 'Seattle Sounders'];
const RPL = ['Zenit', 'Spartak Moscow', 'CSKA Moscow', 'Lokomotiv Moscow', 'Dynamo Moscow', 'Krasnodar', 'Rostov', 'Rubin Kazan', 'Akhmat Grozny', 'Krylia Sovetov', 'Orenburg', 'Fakel', 'Pari NN', 'Khimki', 'Akron Togliatti', 'Dynamo Makhachkala'];
const MLS = ['Inter Miami', 'LA Galaxy', 'LAFC', 'Seattle Sounders', 'Columbus Crew', 'FC Cincinnati', 'New York Red Bulls', 'New York City FC', 'Atlanta United', 'Orlando City', 'Portland Timbers', 'Real Salt Lake', 'Philadelphia Union', 'Austin FC'];
const EREDIVISIE = ['PSV Eindhoven', 'Ajax', 'Feyenoord', 'AZ Alkmaar', 'FC Twente', 'FC Utrecht', 'Go Ahead Eagles', 'NEC Nijmegen', 'Sparta Rotterdam', 'Heerenveen', 'Fortuna Sittard', 'PEC Zwolle'];
const BRASILEIRAO = ['Flamengo', 'Palmeiras', 'Botafogo', 'Fluminense', 'São Paulo', 'Corinthians', 'Atlético Mineiro', 'Grêmio', 'Internacional', 'Cruzeiro', 'Bahia', 'Fortaleza', 'Vasco da Gama', 'Santos'];

const TENNIS_MEN = ['Marco Bellandi', 'Jonas Kettler', 'Arthur Lemaire', 'Nikita Volkov', 'Diego Arrieta', 'Tomás Varga', 'Luca Ferraro', 'Henrik Dahl', 'Samuel Okafor', 'Kenji Morita', 'Pablo Serrano', 'Matteo Ricci', 'Oliver Grant', 'Felix Brandt', 'Daniil Orlov', 'Hugo Mercier'];
const TENNIS_WOMEN = ['Elena Markova', 'Sofia Lindqvist', 'Chloé Dubois', 'Amelia Hart', 'Yulia Petrenko', 'Lucía Navarro', 'Mia Schneider', 'Anna Kowalska', 'Hana Sato', 'Grace Whitfield', 'Irina Sokolova', 'Camila Rojas'];
const TENNIS_CHALLENGER = ['Vít Novák', 'Jakub Dvořák', 'Lukas Steiner', 'Ruben Vermeer', 'Adrian Popescu', 'Mateo Giménez', 'Filip Horvat', 'Emil Sørensen', 'Karim Haddad', 'Ilya Zaitsev', 'Bruno Castro', 'Oscar Lindgren'];
const TENNIS_ITF = ['Can Yıldız', 'Emre Aksoy', 'Viktor Marin', 'Stefan Ilić', 'Tom Becker', 'Yusuf Demir', 'Andrei Rusu', 'Leo Fontaine', 'Maksim Belov', 'Rafael Costa'];

const NBA = ['Boston Celtics', 'Denver Nuggets', 'Milwaukee Bucks', 'Los Angeles Lakers', 'Golden State Warriors', 'Phoenix Suns', 'Dallas Mavericks', 'Oklahoma City Thunder', 'New York Knicks', 'Philadelphia 76ers', 'Miami Heat', 'Cleveland Cavaliers', 'Minnesota Timberwolves', 'Sacramento Kings', 'Indiana Pacers', 'Orlando Magic'];
const EUROLEAGUE = ['Real Madrid', 'Barcelona', 'Panathinaikos', 'Olympiacos', 'Fenerbahçe', 'Anadolu Efes', 'Monaco', 'Maccabi Tel Aviv', 'Partizan', 'Crvena Zvezda', 'Olimpia Milano', 'Bayern Munich', 'Žalgiris', 'Baskonia', 'Virtus Bologna', 'ALBA Berlin'];
const VTB = ['CSKA Moscow', 'Zenit St. Petersburg', 'UNICS Kazan', 'Lokomotiv Kuban', 'Parma Perm', 'Avtodor', 'Nizhny Novgorod', 'MBA Moscow', 'Uralmash', 'Enisey', 'Samara', 'Minsk'];
const ACB = ['Real Madrid', 'Barcelona', 'Unicaja', 'Valencia Basket', 'Baskonia', 'Gran Canaria', 'Joventut', 'Lenovo Tenerife', 'UCAM Murcia', 'Bilbao Basket', 'Manresa', 'Zaragoza'];

const NHL = ['Florida Panthers', 'Edmonton Oilers', 'New York Rangers', 'Dallas Stars', 'Colorado Avalanche', 'Vegas Golden Knights', 'Boston Bruins', 'Toronto Maple Leafs', 'Carolina Hurricanes', 'Winnipeg Jets', 'Vancouver Canucks', 'Tampa Bay Lightning', 'New Jersey Devils', 'Los Angeles Kings', 'Nashville Predators', 'Washington Capitals'];
const KHL = ['CSKA Moscow', 'SKA St. Petersburg', 'Metallurg Magnitogorsk', 'Ak Bars Kazan', 'Avangard Omsk', 'Lokomotiv Yaroslavl', 'Dynamo Moscow', 'Spartak Moscow', 'Traktor Chelyabinsk', 'Salavat Yulaev', 'Torpedo Nizhny Novgorod', 'Barys Astana', 'Dinamo Minsk', 'Avtomobilist'];
const SHL = ['Skellefteå AIK', 'Färjestad BK', 'Frölunda HC', 'Luleå HF', 'Växjö Lakers', 'Rögle BK', 'Djurgårdens IF', 'Brynäs IF', 'HV71', 'Örebro HK', 'Linköping HC', 'Leksands IF'];

const IPL = ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Kolkata Knight Riders', 'Delhi Capitals', 'Sunrisers Hyderabad', 'Rajasthan Royals', 'Punjab Kings', 'Gujarat Titans', 'Lucknow Super Giants'];
const BBL = ['Sydney Sixers', 'Sydney Thunder', 'Melbourne Stars', 'Melbourne Renegades', 'Perth Scorchers', 'Brisbane Heat', 'Adelaide Strikers', 'Hobart Hurricanes'];
const T20_BLAST = ['Surrey', 'Somerset', 'Lancashire Lightning', 'Yorkshire Vikings', 'Essex Eagles', 'Hampshire Hawks', 'Kent Spitfires', 'Sussex Sharks', 'Notts Outlaws', 'Birmingham Bears'];

const UFC = ['Rafael Duarte', 'Ivan Kozlov', 'Marcus Reed', 'Tariq Mansour', 'Jake Holloway', 'Leon Brandão', 'Dmitri Sokolov', 'Kai Tanaka', 'Omar Haddad', 'Sean McAllister', 'Bruno Alves', 'Ruslan Magomedov'];
const UFC_FN = ['Carlos Mendes', 'Petr Jelínek', 'Andre Lewis', 'Mikhail Orlov', 'Jordan Pike', 'Yan Chen', 'Lucas Moreau', 'Zaur Aliev', 'Ty Jennings', 'Nate Carver'];

const ESOCCER = ['Liverpool (Crysis)', 'Real Madrid (Kodak)', 'Manchester City (Boulevard)', 'Barcelona (Flamingo)', 'Bayern Munich (Hotshot)', 'PSG (Nightfall)', 'Juventus (Arcade)', 'Arsenal (Maestro)', 'Inter (Volta)', 'Chelsea (Sniper)'];
const CYBER_EPL = ['Arsenal (Cyber)', 'Chelsea (Cyber)', 'Liverpool (Cyber)', 'Manchester City (Cyber)', 'Manchester United (Cyber)', 'Tottenham (Cyber)', 'Newcastle (Cyber)', 'Aston Villa (Cyber)'];
const GT_LEAGUES = ['Atlético Madrid (Rex)', 'Milan (Bane)', 'Dortmund (Ghost)', 'Napoli (Storm)', 'Benfica (Viper)', 'Porto (Blaze)', 'Ajax (Frost)', 'Sevilla (Echo)'];
const CS_TEAMS = ['Natus Vincere', 'Team Vitality', 'FaZe Clan', 'G2 Esports', 'Team Spirit', 'MOUZ', 'Heroic', 'Astralis', 'Eternal Fire', 'Virtus.pro', 'Complexity', 'The MongolZ', 'FURIA', 'Liquid'];
const DOTA_TEAMS = ['Team Spirit', 'Team Liquid', 'Gaimin Gladiators', 'Tundra Esports', 'BetBoom Team', 'Team Falcons', 'Xtreme Gaming', 'Aurora', 'OG', 'Nigma Galaxy', 'Shopify Rebellion', 'HEROIC'];
const MARBLES = ['Savage Speeders', 'O\'rangers', 'Green Ducks', 'Midnight Wisps', 'Hazers', 'Raspberry Racers', 'Crazy Cat\'s Eyes', 'Thunderbolts'];

export const CHAMPS: readonly ChampDef[] = [
  { id: 101, slug: 'epl', name: 'Premier League', country: 'England', sportId: 1, teams: EPL, events: 16, isTop: true, pageTypes: ['bets-on-your'] },
  { id: 102, slug: 'laliga', name: 'LaLiga', country: 'Spain', sportId: 1, teams: LALIGA, events: 14, isTop: true },
  { id: 103, slug: 'bundesliga', name: 'Bundesliga', country: 'Germany', sportId: 1, teams: BUNDESLIGA, events: 12 },
  { id: 104, slug: 'seriea', name: 'Serie A', country: 'Italy', sportId: 1, teams: SERIEA, events: 12 },
  { id: 105, slug: 'ligue1', name: 'Ligue 1', country: 'France', sportId: 1, teams: LIGUE1, events: 10 },
  { id: 106, slug: 'championsleague', name: 'UEFA Champions League', country: 'Europe', sportId: 1, teams: UCL, events: 10, isTop: true },
  { id: 107, slug: 'europaleague', name: 'UEFA Europa League', country: 'Europe', sportId: 1, teams: UEL, events: 10 },
  { id: 108, slug: 'fifacwc', name: 'FIFA Club World Cup', country: 'International', sportId: 1, teams: CWC, events: 8, isTop: true },
  { id: 109, slug: 'rpl', name: 'Russian Premier League', country: 'Russia', sportId: 1, teams: RPL, events: 10 },
  { id: 110, slug: 'mls', name: 'MLS', country: 'USA', sportId: 1, teams: MLS, events: 8 },
  { id: 111, slug: 'eredivisie', name: 'Eredivisie', country: 'Netherlands', sportId: 1, teams: EREDIVISIE, events: 8 },
  { id: 112, slug: 'brasileirao', name: 'Brasileirão Série A', country: 'Brazil', sportId: 1, teams: BRASILEIRAO, events: 8 },
  { id: 201, slug: 'atp-roland-garros', name: 'ATP Roland Garros', country: 'France', sportId: 2, teams: TENNIS_MEN, events: 12, isTop: true },
  { id: 202, slug: 'wta-madrid', name: 'WTA Madrid', country: 'Spain', sportId: 2, teams: TENNIS_WOMEN, events: 10 },
  { id: 203, slug: 'atp-challenger-prague', name: 'ATP Challenger Prague', country: 'Czechia', sportId: 2, teams: TENNIS_CHALLENGER, events: 8 },
  { id: 204, slug: 'itf-antalya', name: 'ITF Men Antalya', country: 'Turkey', sportId: 2, teams: TENNIS_ITF, events: 8 },
  { id: 301, slug: 'nba', name: 'NBA', country: 'USA', sportId: 3, teams: NBA, events: 14, isTop: true, tuning: { scoring: 114, duration: 48 * 60, periods: 4, breakSeconds: 120 } },
  { id: 302, slug: 'nbafinals', name: 'NBA Finals', country: 'USA', sportId: 3, teams: ['Boston Celtics', 'Denver Nuggets'], events: 4, isTop: true, tuning: { scoring: 110, duration: 48 * 60, periods: 4, breakSeconds: 120 } },
  { id: 303, slug: 'euroleague', name: 'EuroLeague', country: 'Europe', sportId: 3, teams: EUROLEAGUE, events: 10 },
  { id: 304, slug: 'vtb', name: 'VTB United League', country: 'Russia', sportId: 3, teams: VTB, events: 8 },
  { id: 305, slug: 'acb', name: 'Liga ACB', country: 'Spain', sportId: 3, teams: ACB, events: 8 },
  { id: 401, slug: 'nhl', name: 'NHL', country: 'USA', sportId: 4, teams: NHL, events: 14, isTop: true },
  { id: 402, slug: 'scf', name: 'Stanley Cup Final', country: 'USA', sportId: 4, teams: ['Florida Panthers', 'Edmonton Oilers'], events: 4, isTop: true },
  { id: 403, slug: 'nhlfinals', name: 'NHL Conference Finals', country: 'USA', sportId: 4, teams: ['New York Rangers', 'Carolina Hurricanes', 'Dallas Stars', 'Colorado Avalanche'], events: 4 },
  { id: 404, slug: 'khl', name: 'KHL', country: 'Russia', sportId: 4, teams: KHL, events: 10 },
  { id: 405, slug: 'shl', name: 'SHL', country: 'Sweden', sportId: 4, teams: SHL, events: 8 },
  { id: 501, slug: 'ipl', name: 'Indian Premier League', country: 'India', sportId: 5, teams: IPL, events: 10, isTop: true },
  { id: 502, slug: 'bbl', name: 'Big Bash League', country: 'Australia', sportId: 5, teams: BBL, events: 6 },
  { id: 503, slug: 'the-ashes', name: 'The Ashes T20 Series', country: 'International', sportId: 5, teams: ['England', 'Australia'], events: 3 },
  { id: 504, slug: 't20-blast', name: 'T20 Blast', country: 'England', sportId: 5, teams: T20_BLAST, events: 6 },
  { id: 601, slug: 'ufc-320', name: 'UFC 320', country: 'USA', sportId: 6, teams: UFC, events: 6, isTop: true, pageTypes: ['ufc'] },
  { id: 602, slug: 'ufc-fight-night', name: 'UFC Fight Night', country: 'USA', sportId: 6, teams: UFC_FN, events: 5, pageTypes: ['ufc'] },
  { id: 701, slug: 'esoccer-battle', name: 'Esoccer Battle – 8 mins play', country: 'International', sportId: 7, teams: ESOCCER, events: 12, pageTypes: ['cyber'], tuning: { scoring: 2.4, duration: 8 * 60, periods: 2, breakSeconds: 30 } },
  { id: 702, slug: 'cyber-premier-league', name: 'Cyber Premier League', country: 'International', sportId: 7, teams: CYBER_EPL, events: 10, pageTypes: ['cyber'], tuning: { scoring: 2.1, duration: 12 * 60, periods: 2, breakSeconds: 30 } },
  { id: 703, slug: 'gt-leagues', name: 'Esoccer GT Leagues – 12 mins play', country: 'International', sportId: 7, teams: GT_LEAGUES, events: 10, pageTypes: ['cyber'], tuning: { scoring: 2.2, duration: 12 * 60, periods: 2, breakSeconds: 30 } },
  { id: 801, slug: 'iem-katowice', name: 'IEM Katowice', country: 'Poland', sportId: 8, teams: CS_TEAMS, events: 8, isTop: true, pageTypes: ['cyber'] },
  { id: 802, slug: 'blast-premier', name: 'BLAST Premier', country: 'International', sportId: 8, teams: CS_TEAMS, events: 8, pageTypes: ['cyber'] },
  { id: 803, slug: 'pgl-major', name: 'PGL Major', country: 'International', sportId: 8, teams: CS_TEAMS, events: 6, pageTypes: ['cyber'] },
  { id: 901, slug: 'the-international', name: 'The International', country: 'International', sportId: 9, teams: DOTA_TEAMS, events: 8, isTop: true, pageTypes: ['cyber'] },
  { id: 902, slug: 'dreamleague', name: 'DreamLeague', country: 'International', sportId: 9, teams: DOTA_TEAMS, events: 6, pageTypes: ['cyber'] },
  { id: 903, slug: 'esl-one', name: 'ESL One', country: 'International', sportId: 9, teams: DOTA_TEAMS, events: 6, pageTypes: ['cyber'] },
  { id: 1001, slug: 'marble-league', name: 'Marble League', country: 'International', sportId: 10, teams: MARBLES, events: 10, pageTypes: ['marble'] },
  { id: 1101, slug: 'us-politics', name: 'US Politics', country: 'USA', sportId: 11, teams: [], events: 0, pageTypes: ['politics'] },
  { id: 1102, slug: 'uk-politics', name: 'UK Politics', country: 'United Kingdom', sportId: 11, teams: [], events: 0, pageTypes: ['politics'] },
  { id: 1103, slug: 'eu-politics', name: 'European Politics', country: 'Europe', sportId: 11, teams: [], events: 0, pageTypes: ['politics'] },
];

/** Long-term markets of the politics champs: a title and its candidates (parties, not people). */
export const OUTRIGHTS: ReadonlyArray<{ champId: number; title: string; candidates: readonly string[]; daysAhead: number }> = [
  { champId: 1101, title: 'US Presidential Election 2028: winning party', candidates: ['Democratic Party', 'Republican Party', 'Any other party'], daysAhead: 900 },
  { champId: 1101, title: 'US Midterms 2026: House control', candidates: ['Democratic Party', 'Republican Party'], daysAhead: 240 },
  { champId: 1101, title: 'US Midterms 2026: Senate control', candidates: ['Republican Party', 'Democratic Party'], daysAhead: 240 },
  { champId: 1102, title: 'Next UK General Election: most seats', candidates: ['Labour', 'Conservative', 'Reform UK', 'Liberal Democrats', 'Green Party'], daysAhead: 1200 },
  { champId: 1102, title: 'Scottish Parliament Election 2026: most seats', candidates: ['SNP', 'Scottish Labour', 'Scottish Conservatives', 'Reform UK', 'Scottish Greens'], daysAhead: 150 },
  { champId: 1103, title: 'French Presidential Election 2027: winning party', candidates: ['Rassemblement National', 'Renaissance', 'Les Républicains', 'La France Insoumise', 'Parti Socialiste'], daysAhead: 500 },
  { champId: 1103, title: 'German Federal Election 2029: largest party', candidates: ['CDU/CSU', 'AfD', 'SPD', 'Greens', 'Die Linke'], daysAhead: 1300 },
  { champId: 1103, title: 'European Parliament Election 2029: largest group', candidates: ['EPP', 'S&D', 'Patriots for Europe', 'Renew Europe', 'ECR'], daysAhead: 1400 },
];

/** Default tuning per sport (a champ's own tuning wins). */
export const SPORT_TUNING: Record<string, Tuning> = {
  football: { scoring: 1.35, duration: 90 * 60, periods: 2, breakSeconds: 15 * 60 },
  'cyber-football': { scoring: 2.3, duration: 10 * 60, periods: 2, breakSeconds: 30 },
  'ice-hockey': { scoring: 2.9, duration: 60 * 60, periods: 3, breakSeconds: 8 * 60 },
  basketball: { scoring: 82, duration: 40 * 60, periods: 4, breakSeconds: 120 },
  tennis: { scoring: 0, duration: 0, periods: 3, breakSeconds: 0 },
  'counter-strike': { scoring: 0, duration: 0, periods: 3, breakSeconds: 120 },
  'dota-2': { scoring: 0, duration: 0, periods: 3, breakSeconds: 180 },
  cricket: { scoring: 168, duration: 240, periods: 2, breakSeconds: 10 * 60 },
  ufc: { scoring: 0, duration: 15 * 60, periods: 3, breakSeconds: 60 },
  'marble-racing': { scoring: 0, duration: 150, periods: 1, breakSeconds: 0 },
  politics: { scoring: 0, duration: 0, periods: 0, breakSeconds: 0 },
};

export const sportById = new Map(SPORTS.map((sport) => [sport.id, sport]));
export const champById = new Map(CHAMPS.map((champ) => [champ.id, champ]));

export function tuningOf(champ: ChampDef): Tuning {
  const sport = sportById.get(champ.sportId)!;
  return { ...SPORT_TUNING[sport.slug], ...champ.tuning };
}

export function sportName(sport: SportDef, lang: string | undefined): string {
  return sport.names[lang ?? 'en'] ?? sport.names.en;
}

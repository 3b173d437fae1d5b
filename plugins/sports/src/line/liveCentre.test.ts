import { describe, expect, it } from 'vitest';
import type { SportEvent, SportsTree } from '../../schemas/sports.ts';
import { groupLive } from './LiveCentre.tsx';

/** An event with only what the grouping reads (the rest of a live event does not decide its group). */
const event = (id: number, sportSlug: string, champName: string) => ({ id, sportSlug, champName }) as Partial<SportEvent> as SportEvent;
const tree = { sports: [{ slug: 'football', name: 'Football' }, { slug: 'tennis', name: 'Tennis' }] } as Partial<SportsTree> as SportsTree;

describe('groupLive', () => {
  it("groups the live games by sport in the tree's order, then by competition in the order they come", () => {
    const groups = groupLive([event(1, 'tennis', 'ATP'), event(2, 'football', 'Premier League'), event(3, 'football', 'LaLiga'), event(4, 'football', 'Premier League')], tree);
    expect(groups.map((sport) => [sport.slug, sport.name, sport.champs.map((champ) => [champ.name, champ.events.map((one) => one.id)])])).toEqual([
      ['football', 'Football', [['Premier League', [2, 4]], ['LaLiga', [3]]]],
      ['tennis', 'Tennis', [['ATP', [1]]]],
    ]);
  });

  it('puts a sport the tree does not know yet last, under its slug', () => {
    expect(groupLive([event(1, 'darts', 'PDC'), event(2, 'tennis', 'ATP')], tree).map((sport) => sport.name)).toEqual(['Tennis', 'darts']);
  });
});

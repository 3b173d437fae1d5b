/** What a lotto address shows (first document 2.9: sections catalog, results, view). */
export type LottoView = { section: 'catalog' } | { section: 'results' } | { section: 'view'; lottoId: string };

/**
 * `lotto` and `lotto/catalog` show the catalogue, `lotto/results` the results, `lotto/view/{id}` one lottery; a view
 * without an id, and an unknown section, show the catalogue.
 */
export function lottoViewOf(sectionName: string | undefined, lottoId: string | undefined): LottoView {
  if (sectionName === 'results') return { section: 'results' };
  if (sectionName === 'view' && lottoId) return { section: 'view', lottoId };
  return { section: 'catalog' };
}

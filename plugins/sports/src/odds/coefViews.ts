/**
 * Odds display formats (`coefViewId`) each view type allows (second document, validation rules: the coefficient
 * view id must belong to the allowed list for the view type; the lists are not shown). Ours: the European view (0)
 * allows every format of the first document's section 9 (0 decimal, 1 fractional, 2 American, 4 Hong Kong,
 * 5 Indonesian, 6 Malay, 14 implied probability, 15 decimal with 3 places, 16 fractional ladder); the Asian view (1)
 * the ones Asian books quote: decimal, Hong Kong, Indonesian and Malay.
 */
export const COEF_VIEW_IDS_BY_VIEW_TYPE: Readonly<Record<0 | 1, readonly number[]>> = {
  0: [0, 1, 2, 4, 5, 6, 14, 15, 16],
  1: [0, 4, 5, 6],
};

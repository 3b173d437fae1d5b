/**
 * The support modals of the payment consultant (first document 2.10, "other modals"), opened by these ids as a query
 * parameter or by `openModal`: the player's question, and the history of their questions (also the requests page).
 */
export const USER_QUESTION_MODAL = 'user-question';
export const SUPPORT_REQUEST_HISTORY_MODAL = 'support-request-history';

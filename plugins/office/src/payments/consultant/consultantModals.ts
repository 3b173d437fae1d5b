/**
 * The support modals of the payment consultant (first document 2.10, "other modals"), opened by these ids as a query
 * parameter or by `openModal`: the player's question, and the history of their questions (also the requests page).
 */
export const USER_QUESTION_MODAL = 'user-question';
export const SUPPORT_REQUEST_HISTORY_MODAL = 'support-request-history';

/** What the question modal leaves in the navigation's state when it sends the player to the requests page. */
export interface QuestionSentState {
  questionSentAt: number;
}

/** When a question was last sent from the modal (0 if never): the requests page reads its list again when it changes. */
export const questionSentAt = (locationState: unknown): number =>
  typeof locationState === 'object' && locationState !== null && typeof (locationState as Partial<QuestionSentState>).questionSentAt === 'number'
    ? (locationState as QuestionSentState).questionSentAt
    : 0;

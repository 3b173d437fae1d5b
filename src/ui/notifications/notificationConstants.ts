/** Notifications close after 10 s unless permanent (first document, section 9). */
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;
/** At most 3 failed results are shown (first document, section 8). */
export const MAX_FAILED_RESULTS_SHOWN = 3;

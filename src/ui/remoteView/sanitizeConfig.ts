/** What server HTML may keep; the browser (sanitizeHtml) and the BFF's first-screen rendering use the same rules. */
export const SANITIZE_CONFIG = {
  ALLOW_DATA_ATTR: false,
  FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
  FORBID_ATTR: ['style'],
};

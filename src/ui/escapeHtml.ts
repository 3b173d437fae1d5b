/**
 * Escapes text for HTML content and quoted attribute values (as numeric references, which every parser reads). The
 * BFF's markup and the page's (the SEO block's trail, made the same way on both sides) use this one.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escapes text for HTML content and quoted attribute values (as numeric references, which every parser reads). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

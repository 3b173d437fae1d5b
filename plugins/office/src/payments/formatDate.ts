/** A Unix time as the player's language writes a date and time. */
export const formatDate = (lang: string, unixSeconds: number): string => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unixSeconds * 1000));

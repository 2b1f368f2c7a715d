/** A stored instant (ISO 8601) as a long date of the page's language; the text itself when unreadable. */
export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

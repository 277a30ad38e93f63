/**
 * Text made safe for HTML element content and quoted attribute values: the one escape of every page,
 * mail and paint written as a string (server pages and mails, the service worker's paint of decision 201).
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * A guide's markdown (a public stuff's body, written by its member and shown to everyone) as HTML
 * that is safe to show: `marked` renders it, `sanitize-html` keeps only an allow-list of text
 * elements and attributes, so no script, no event handler, no style, no frame and no
 * `javascript:`/`data:` link survives, whatever the markdown or the raw HTML inside it holds.
 * Links open outside the site without handing it over (`rel="nofollow noopener noreferrer"`).
 * The page's CSP (no inline script) is the second line of defence, not the first.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A guide's headings sit under the stuff's own title: # and ## become h2.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};
// The transform adds rel and target after the allow-list is read: allow them on links.
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** The guide's body as sanitised HTML ('' for no body). */
export function guideHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  const rendered = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(rendered, ALLOWED);
}

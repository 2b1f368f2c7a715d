/** A guide's markdown as the HTML shown to everyone (issue 17): text survives, no active content does. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guideHtml } from '#server/modules/stuffs/guide-html';

/** The markup of the HTML (its tags with their attributes), where active content would have to be. */
const tagsOf = (html: string) => [...html.matchAll(/<[^>]*>/g)].map((match) => match[0]).join(' ');

describe('guide HTML', () => {
  it('renders the markdown players write', () => {
    const html = guideHtml('# Mon Iop terre\n\nMonter la **force** puis la *vitalité*.\n\n- Coiffe du Bouftou\n- Cape\n\n[Wiki](https://dofus.example/iop)');
    expect(html).toContain('<h2>Mon Iop terre</h2>');
    expect(html).toContain('<strong>force</strong>');
    expect(html).toContain('<em>vitalité</em>');
    expect(html).toContain('<li>Coiffe du Bouftou</li>');
    expect(html).toContain('<a href="https://dofus.example/iop" rel="nofollow noopener noreferrer" target="_blank">Wiki</a>');
    expect(guideHtml('   ')).toBe('');
  });

  it('lets no script, event handler, style, frame or javascript:/data: link through', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><circle/></svg>',
      '[clic](javascript:alert(1))',
      '[clic](JaVaScRiPt:alert(1))',
      '[clic](  javascript:alert(1))',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
      '<a href="//evil.example">x</a>',
      '<details open ontoggle=alert(1)>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const attack of attacks) {
      const html = guideHtml(`Avant\n\n${attack}\n\nAprès`);
      expect(tagsOf(html), attack).not.toMatch(/<script|<iframe|<img|<svg|<style|<math|\son\w+=|javascript:|data:|style=|href="\/\//i);
      expect(html, attack).toContain('Avant');
    }
  });

  it('never outputs an element or attribute outside the allow-list, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('<script>', '<img onerror=x src=y>', '[a](javascript:x)', '<b onclick=x>', ''), (text, attack) => {
        const html = guideHtml(text + attack + text);
        for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi)) {
          expect(['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']).toContain(tag!.toLowerCase());
        }
        expect(tagsOf(html)).not.toMatch(/\son\w+=|javascript:/i);
      }),
      { numRuns: 300 },
    );
  });
});

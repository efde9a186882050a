import type { ReactNode } from 'react';

/**
 * The server's search markup (the owner's text escaped, matches in <mark>) as React text and <mark>
 * elements. The string is parsed as inert HTML (DOMParser runs no scripts and loads nothing) and only
 * its text and <mark> elements are kept: any other markup is reduced to its text.
 */
export function parseHighlighted(html: string): { text: string; mark: boolean }[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const parts: { text: string; mark: boolean }[] = [];
  const walk = (node: Node, inMark: boolean) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        if (text) parts.push({ text, mark: inMark });
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const isMark = (child as Element).tagName === 'MARK';
        if ((child as Element).tagName === 'BR') parts.push({ text: '\n', mark: inMark });
        else walk(child, inMark || isMark);
      }
    }
  };
  walk(doc.body, false);
  return parts;
}

export function HighlightedText({ html }: { html: string }): ReactNode {
  return parseHighlighted(html).map((part, i) =>
    part.mark ? (
      <mark key={i} className="rounded bg-sun/70 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

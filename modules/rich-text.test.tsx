// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText, RichTextModuleSchema } from './rich-text.js';
import { renderModule } from './test-helpers.js';

afterEach(cleanup);

const render = (content: string) => renderModule(RichText, RichTextModuleSchema, { content }, { name: 'RichText', editorID: 3 });

describe('RichText', () => {
  it('carries its root attributes on the rich text element itself', () => {
    const { container } = render('<p>Hello</p>');
    const root = container.firstElementChild!;
    expect(root.getAttribute('data-module')).toBe('RichText');
    expect(root.getAttribute('data-editor-id')).toBe('3');
    expect(root.classList.contains('rich-text')).toBe(true);
    expect(root.innerHTML).toBe('<p>Hello</p>');
  });

  it('keeps safe markup: paragraphs, links, emphasis, lists, subheadings', () => {
    const { container } = render(
      '<h2>Programme</h2><p>Read <a href="https://example.org/plan" title="Plan">the plan</a> and <a href="/en/fees/">the fees</a>.</p>' +
        '<p><strong>Important</strong> and <em>useful</em>.</p><ul><li>One</li><li>Two</li></ul><a href="mailto:info@example.org">Write</a>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Programme' })).toBeTruthy();
    const plan = screen.getByRole('link', { name: 'the plan' });
    expect([plan.getAttribute('href'), plan.getAttribute('title')]).toEqual(['https://example.org/plan', 'Plan']);
    expect(screen.getByRole('link', { name: 'the fees' }).getAttribute('href')).toBe('/en/fees/');
    expect(screen.getByRole('link', { name: 'Write' }).getAttribute('href')).toBe('mailto:info@example.org');
    expect(screen.getByText('Important').tagName).toBe('STRONG');
    expect(screen.getByText('useful').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('drops scripts, iframes, styles and event handlers', () => {
    const { container } = render(
      '<p onclick="steal()" style="color:red">Text</p><script>alert(1)</script><iframe src="https://evil.example/"></iframe>' +
        '<img src="/img/a.png" alt="A" onerror="alert(2)"><svg><script>alert(3)</script></svg><style>body{display:none}</style>',
    );
    const root = container.firstElementChild!;
    expect(root.querySelector('script, iframe, style, svg')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onclick|onerror|alert|style=/);
    expect(screen.getByText('Text').tagName).toBe('P');
    const img = screen.getByRole('img', { name: 'A' });
    expect(img.getAttribute('src')).toBe('/img/a.png');
  });

  it('drops javascript:, data: and protocol-relative URLs but keeps the link text', () => {
    const { container } = render(
      '<a href="javascript:alert(1)">js</a><a href="JaVaScRiPt:alert(1)">js2</a><a href="java&#x09;script:alert(1)">js3</a>' +
        '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data</a><a href="//evil.example/">pr</a><img src="data:image/png;base64,AAAA" alt="D">',
    );
    const root = container.firstElementChild!;
    expect([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['js', null], ['js2', null], ['js3', null], ['data', null], ['pr', null],
    ]);
    expect(root.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(root.innerHTML).not.toMatch(/javascript:|data:/i);
  });

  it('gives links that open a new tab rel="noopener noreferrer", replacing what the content said', () => {
    render('<a href="https://a.example/" target="_blank">A</a><a href="https://b.example/" target="_blank" rel="opener">B</a><a href="/en/c/">C</a>');
    for (const name of ['A', 'B']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'C' }).hasAttribute('rel')).toBe(false);
  });

  // Browsers match the _blank keyword ASCII case-insensitively (HTML: "rules for choosing a
  // navigable"), so target="_BLANK" also opens a new tab and the sanitizer's promise applies.
  it('gives rel noopener to a new-tab link whose target is written in capitals', () => {
    render('<a href="https://a.example/" target="_BLANK">A</a>');
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('rel') ?? '').toContain('noopener');
  });

  it('does not let rich text add an h1', () => {
    const { container } = render('<h1>Second h1</h1><p>Body</p>');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.textContent).toBe('Second h1Body');
  });
});

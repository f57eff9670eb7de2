import { describe, expect, it } from 'vitest';
import { checkPageOnlyPath, checkPagePath, filesOfPage, htmlFileFor, normalizePath, pageDataFileFor, pageDataName, topLevelErrorFileFor } from '../src/contract/paths.js';

describe('path rules (spec section 2: a trailing slash is always added)', () => {
  it.each([
    ['/x', '/x/'],
    ['x/y', '/x/y/'],
    ['/', '/'],
    ['', '/'],
    ['//a//b', '/a/b/'],
    ['/en/open-day?utm=1', '/en/open-day/'],
    ['/museo/#visita', '/museo/'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('writes the home page\'s page-data under "index" (DESIGN.md section 5)', () => {
    expect(pageDataName('/')).toBe('index');
    expect(pageDataFileFor('/')).toBe('page-data/index/page-data.json');
  });

  it('maps paths to trailing-slash folders', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/en/')).toBe('en/index.html');
    expect(htmlFileFor('/claustro/lucia-martin/')).toBe('claustro/lucia-martin/index.html');
    expect(pageDataFileFor('/en/open-day/')).toBe('page-data/en/open-day/page-data.json');
  });

  it('refuses paths that escape the output folder or take the build\'s own folders', () => {
    expect(checkPagePath('/ok/')).toBeNull();
    expect(checkPagePath('/a/../b/')).toMatch(/"\.\."/);
    expect(checkPagePath('/no-slash')).toMatch(/normalised/);
    expect(checkPagePath('/page-data/x/')).toMatch(/reserved/);
    // What the plain-path test lets through and what it leaves to the full check.
    expect(checkPagePath('/')).toBeNull();
    expect(checkPagePath('/.well-known/x/')).toBeNull();
    expect(checkPagePath('/a/./b/')).toMatch(/"\."/);
    expect(checkPagePath('/a/..')).toMatch(/normalised/);
    expect(checkPagePath('/a//b/')).toMatch(/normalised as "\/a\/b\/"/);
    expect(checkPagePath('/a/?x=1/')).toMatch(/normalised/);
  });

  it('a page may not take the home page\'s page-data (/index/) or the downloads\' folder; a redirect may start there', () => {
    expect(pageDataFileFor('/index/')).toBe(pageDataFileFor('/'));
    expect(checkPageOnlyPath('/index/')).toMatch(/home page's \(page-data\/index\/\)/);
    expect(checkPageOnlyPath('/descargas/')).toMatch(/downloads/);
    expect(checkPageOnlyPath('/descargas/folleto/')).toMatch(/downloads/);
    expect(checkPageOnlyPath('/page-data/x/')).toMatch(/reserved for build output/);
    expect(checkPageOnlyPath('/en/index/')).toBeNull();
    expect(checkPageOnlyPath('/indice/')).toBeNull();
    expect(checkPagePath('/index/')).toBeNull();
    expect(checkPagePath('/descargas/viejo.pdf/')).toBeNull();
  });
});

describe('the root error pages (static hosts serve /404.html and /500.html)', () => {
  it('own their top-level copy, so it is carried over and rebuilt with them', () => {
    expect(topLevelErrorFileFor('/404/')).toBe('404.html');
    expect(topLevelErrorFileFor('/500/')).toBe('500.html');
    expect(topLevelErrorFileFor('/en/404/')).toBeNull();
    expect(filesOfPage('/500/')).toEqual(['500/index.html', 'page-data/500/page-data.json', '500.html']);
    expect(filesOfPage('/museo/')).toEqual(['museo/index.html', 'page-data/museo/page-data.json']);
  });
});

import { describe, expect, it } from 'vitest';
import { partners } from '../content/data/partners.js';
import { slugify } from '../content/text.js';
import { demoLogo } from '../content/artwork/demo-logo.js';

describe('the demo partners\' wordmarks (spec 2: partner logos)', () => {
  it('spell each partner\'s name as the content names it, accents included, in type that fills the tile', () => {
    for (const name of partners) {
      const svg = demoLogo(`/img/demo/logos/${slugify(name)}.jpg`);
      const set = [...svg.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
      // The name's words are all there, in one treatment's case ("ROBÓTICA CENTRO", "robótica centro"…).
      const written = set.map((m) => m[2]).join(' ').toLowerCase();
      for (const word of name.toLowerCase().split(' ')) expect(written, name).toContain(word);
      // Large enough to read on a tile a sixth of the page wide: no word under 30 px on the 480 px original.
      expect(Math.min(...set.filter((m) => m[2]!.length > 1).map((m) => Number(m[1]))), name).toBeGreaterThanOrEqual(30);
    }
    expect(demoLogo('/img/demo/logos/robotica-centro.jpg')).toMatch(/ROBÓTICA|Robótica|robótica/);
  });
});

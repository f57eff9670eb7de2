import { describe, expect, inject, it } from 'vitest';
import { benchSearchCpu } from '../../scripts/bench-api.js';
import { benchImages } from '../../scripts/bench-images.js';
import { judgements } from '../../scripts/search-quality.js';
import { benchArticlePublish, benchPublish } from '../../scripts/bench-publish.js';
import { seededSqliteFile } from '../helpers/seeded.js';
import { slow } from '../helpers/slow.js';

/**
 * `npm run bench` is how every speed figure is measured (issue work on spec 9 build performance):
 * its parts that drive the product as a user does (the preview's Publish, the image host) ran
 * against routes and demo files that later changed, and broke unnoticed until a full bench run.
 * Each runs here once, on a SQLite file of its own (the scripts copy SQLite files) and the shared
 * build, so a change that breaks them fails the suite.
 */
describe('the bench scripts still drive the product', () => {
  it('times cold and warmed image variants of originals the demo uses', async () => {
    const report = await benchImages(await seededSqliteFile('bench-images'), 2);
    expect(report.originals).toBe(2);
    expect(report.coldMedianMs).toBeGreaterThan(0);
    expect(report.warmMedianMs).toBeGreaterThan(0);
  }, slow(120_000));

  it('times search\'s own CPU per query without HTTP, each judged tuning query once', async () => {
    const report = await benchSearchCpu(await seededSqliteFile('bench-search-cpu'));
    expect(report.queries).toBe(judgements.es_ES.length + judgements.en_GB.length);
    expect(report.p50Ms).toBeGreaterThan(0);
    expect(report.p95Ms).toBeGreaterThanOrEqual(report.p50Ms);
    expect(report.p99Ms).toBeGreaterThanOrEqual(report.p95Ms);
  }, slow(120_000));

  it('times the editor\'s Publish until the page\'s new HTML is on disk', async () => {
    const report = await benchPublish(await seededSqliteFile('bench-publish'), inject('demoOutput'), 1);
    expect(report.runs).toBe(1);
    expect(report.samplesMs).toHaveLength(1);
    expect(report.medianMs).toBeGreaterThan(0);
  }, slow(120_000));

  it('times the Publish of an article, its text alone and what its cards show, with the pages rendered and changed', async () => {
    const report = await benchArticlePublish(await seededSqliteFile('bench-article-publish'), inject('demoOutput'), 1);
    expect(report.path).toMatch(/^\/en\//);
    // Its text alone: the page (and its translation's language switch); its card: every page that lists it too.
    expect(report.own.rebuilt).toBeLessThanOrEqual(2);
    expect(report.card.changed).toBeGreaterThan(report.own.changed);
    expect(report.card.rebuilt).toBeGreaterThanOrEqual(report.card.changed);
  }, slow(180_000));
});

import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { FAQSchema } from '../../modules/faq.js';
import { LinkSchema } from '../../modules/fields.js';
import { MapSchema } from '../../modules/map.js';
import { editorMessages } from '../../modules/editor-messages.js';
import { runAxe } from '../helpers/browser.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { site, useEditorSession } from '../helpers/editor-session.js';
import { slow } from '../helpers/slow.js';

/** `sitegen preview <path>`: one page from its draft, live (spec 2, renderer modes). */
const session = useEditorSession('preview');
const { preview, editorRead } = session;
/** An editor-mode page with the editor's token, consent answered, the editor started. */
const editorPage = (url: string) => session.openEditor(url, { consent: 'rejected' });

/** The page's draft as the API has it. */
async function draftOf(url: string, id: number) {
  return (await fetch(`${new URL(url).origin}/_api/site/main/page/${id}?draft=1`, editorRead())).json() as Promise<{ template: { mainSection: { modules: { component: string }[] } } }>;
}

/** Presses Enter on a control, as a keyboard user does. */
async function pressOn(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/** The contact page in the editor, its first Text module selected: the panel's rich-text field, shown with the draft's text. */
async function editContactText(extra: string[] = []) {
  const url = await preview('/en/contact/', 'editor', extra);
  const page = await editorPage(url);
  const id = await page.evaluate(async () => (await (await fetch('/__preview/draft')).json()).id as number);
  await site(page).locator('#sitegen-page [data-module="Text"] h2').first().click();
  const panel = page.getByRole('complementary', { name: 'Module fields' });
  const text = panel.locator('#editor-field-content');
  await expect.poll(() => text.textContent()).not.toBe('');
  return { url, page, id, panel, text };
}

describe('sitegen preview', () => {
  it('serves the page from its draft in the chosen mode, noindex, with a badge', async () => {
    const url = await preview('/en/contact', 'editor');
    expect(url).toMatch(/\/en\/contact\/$/);
    const page = await editorPage(url);
    expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe('editor');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    expect(await page.locator('.preview-badge').textContent()).toBe('Editor · draft');
    // The page itself is framed by the editor's window, noindex too.
    expect(await site(page).locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    expect(await site(page).locator('main h1').first().textContent()).toBe('Contact');
    await page.close();
  });

  it('re-renders in place, without a reload, when the draft is saved', async () => {
    const url = await preview('/en/contact/');
    const page = await session.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => { (window as unknown as { __same: boolean }).__same = true; });
    const origin = new URL(url).origin;
    const draft = await (await fetch(`${origin}/_api/site/main/page/${await page.evaluate(async () => (await (await fetch('/_api/site/main/pages?lang=en_GB')).json()).items.find((i: { path: string }) => i.path === '/en/contact/').id)}?draft=1`, editorRead())).json() as Record<string, any>;
    draft.template.heroSection.modules[0].title = 'Talk to us';
    const saved = await fetch(`${origin}/_api/site/main/page/${draft.id}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'if-match': draft.version }, body: JSON.stringify(draft),
    });
    expect(saved.status).toBe(200);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Talk to us', null, { timeout: slow(10_000) });
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await page.close();
  });

  it('editor mode: hover outlines, click and keyboard select, refused in forms and menus but allowed on the Header', async () => {
    const url = await preview('/en/contact/', 'editor');
    // Wide enough that the page keeps its desktop menu beside the open side panel.
    const page = await session.newPage({ viewport: { width: 1600, height: 900 } });
    // Signed in with the editor's token: without one, the editor's window leads to its sign-in page.
    await page.addInitScript((t) => { localStorage.setItem('sitegen-consent', 'rejected'); localStorage.setItem('sitegen-token', t); localStorage.setItem('sitegen-editor-lang', 'en'); }, session.token);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    const text = site(page).locator('#sitegen-page [data-module="Text"]');
    await text.hover();
    expect(await text.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('dashed');
    await text.click({ position: { x: 5, y: 5 } });
    expect(await text.getAttribute('data-selected')).toBe('');
    // Spec 4: a selected module is highlighted (and stays so when the pointer leaves).
    await page.mouse.move(0, 0);
    expect(await text.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    const email = site(page).locator('[data-module="BasicForm"] input[name="email"]');
    await email.click();
    expect(await site(page).evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await site(page).locator('[data-module="BasicForm"]').getAttribute('data-selected')).toBeNull();
    expect(await text.getAttribute('data-selected')).toBe('');
    // A menu does its own thing: its disclosure opens, nothing is selected.
    await site(page).locator('.main-menu__group > summary').first().click();
    expect(await site(page).locator('.main-menu__group').first().getAttribute('open')).toBe('');
    expect(await site(page).locator('[data-module="Header"]').getAttribute('data-selected')).toBeNull();
    await page.keyboard.press('Escape');
    await site(page).locator('.site-header__logo').click();
    expect(await site(page).locator('[data-module="Header"]').getAttribute('data-selected')).toBe('');
    await site(page).locator('.site-footer__copyright').click();
    expect(await site(page).locator('[data-module="Footer"]').getAttribute('data-selected')).toBe('');
    expect(new URL(page.url()).pathname).toBe('/en/contact/');
    await page.keyboard.press('Escape');
    expect(await site(page).locator('[data-selected]').count()).toBe(0);
    await site(page).locator('#sitegen-page [data-module="Map"]').focus();
    await page.keyboard.press('Enter');
    expect(await site(page).locator('#sitegen-page [data-module="Map"]').getAttribute('data-selected')).toBe('');
    await page.close();
  });

  it('editor mode: duplicate, delete with confirm and undo, move up; saved as a draft through the API', async () => {
    const url = await preview('/en/contact/', 'editor');
    const origin = new URL(url).origin;
    const page = await session.newPage();
    await page.addInitScript((t) => { localStorage.setItem('sitegen-consent', 'rejected'); localStorage.setItem('sitegen-token', t); localStorage.setItem('sitegen-editor-lang', 'en'); }, session.token);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    const order = () => site(page).locator('#sitegen-page main [data-module]').evaluateAll((els) => els.filter((e) => !e.parentElement?.closest('[data-module]')).map((e) => e.getAttribute('data-module')));
    const before = await order();
    await site(page).locator('#sitegen-page [data-module="Text"]').click({ position: { x: 5, y: 5 } });
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Duplicate' }).click();
    await site(page).waitForFunction(() => document.querySelectorAll('#sitegen-page [data-module="Text"]').length === 2);
    const textIds = await site(page).locator('#sitegen-page [data-module="Text"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-editor-id'))));
    expect(new Set(textIds).size).toBe(2);
    expect(await toolbar.getByRole('status').textContent()).toBe('Unsaved changes');
    // Delete needs a confirmation; undo brings the module back exactly.
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    expect(await site(page).locator('#sitegen-page [data-module="Text"]').count()).toBe(2);
    await page.getByRole('alertdialog', { name: 'Delete this module?' }).getByRole('button', { name: 'Delete module' }).click();
    await site(page).waitForFunction(() => document.querySelectorAll('#sitegen-page [data-module="Text"]').length === 1);
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await site(page).waitForFunction(() => document.querySelectorAll('#sitegen-page [data-module="Text"]').length === 2);
    await site(page).locator('#sitegen-page [data-module="BasicForm"] h2').click();
    await toolbar.getByRole('button', { name: 'Move up' }).click();
    // The form moves above the duplicated Text.
    await site(page).waitForFunction(() => [...document.querySelectorAll('#sitegen-page main [data-module]')].filter((e) => !e.parentElement?.closest('[data-module]')).map((e) => e.getAttribute('data-module')).slice(-2).join() === 'BasicForm,Text');
    const edited = await order();
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent === 'All changes saved');
    const draft = await (await fetch(`${origin}/_api/site/main/page/${await page.evaluate(async () => (await (await fetch('/__preview/draft')).json()).id)}?draft=1`, editorRead())).json() as { template: { mainSection: { modules: { component: string; editorID: number }[] } } };
    expect(draft.template.mainSection.modules.map((m) => m.component)).toEqual(edited.filter((c) => c !== 'HeroText'));
    expect(edited).not.toEqual(before);
    expect(draft.template.mainSection.modules.filter((m) => m.component === 'Text').map((m) => m.editorID).sort()).toEqual([...textIds].sort());
    await page.close();
  });

  it('a save of the draft elsewhere does not redraw the page over the editor\'s unsaved change', async () => {
    const url = await preview('/en/contact/', 'editor');
    const origin = new URL(url).origin;
    const page = await editorPage(url);
    const texts = site(page).locator('#sitegen-page [data-module="Text"]');
    const before = await texts.count();
    await texts.first().click({ position: { x: 5, y: 5 } });
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Duplicate' }).click();
    await site(page).waitForFunction((n) => document.querySelectorAll('#sitegen-page [data-module="Text"]').length === n, before + 1);
    // Another tab saves the draft (its title): the preview tells every tab of the page.
    const id = await page.evaluate(async () => (await (await fetch('/__preview/draft')).json()).id as number);
    const draft = await (await fetch(`${origin}/_api/site/main/page/${id}?draft=1`, editorRead())).json() as { version: string; title: string };
    const saved = await fetch(`${origin}/_api/site/main/page/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', 'if-match': draft.version }, body: JSON.stringify({ ...draft, title: `${draft.title} ·` }) });
    expect(saved.status).toBe(200);
    // Several of the preview's polls later, the page still shows the editor's own state.
    await page.waitForTimeout(2_000);
    expect(await texts.count()).toBe(before + 1);
    expect(await page.locator('.editor-toolbar__status').textContent()).toBe('Unsaved changes');
    await page.close();
  });

  it('a date field is a date picker that stores the day as YYYY-MM-DD and says it in words beside the box; the page shows it in words and in <time datetime>', async () => {
    const pages = JSON.parse(readFileSync(join(inject('demoOutput'), 'build-manifest.json'), 'utf8')).pages as Record<string, { facts: { template: string } }>;
    const article = Object.keys(pages).find((p) => p.startsWith('/en/') && pages[p]!.facts.template === 'NewsDetail')!;
    const url = await preview(article, 'editor');
    const page = await editorPage(url);
    await site(page).locator('#sitegen-page [data-module="HeroText"] h1').click();
    const date = page.locator('.editor-panel input[name="date"]');
    expect(await date.getAttribute('type')).toBe('date');
    // The article's publication instant shows as its day.
    expect(await date.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await date.fill('2026-12-01');
    // Said in the editor's words beside the box, whatever order the browser's locale draws it in,
    // and read with it by a screen reader.
    const spelled = page.locator('.editor-panel .editor-panel__day');
    await expect.poll(() => spelled.textContent()).toBe('Tuesday, 1 December 2026');
    expect((await date.getAttribute('aria-describedby'))!.split(' ')).toContain(await spelled.getAttribute('id'));
    const time = site(page).locator('#sitegen-page [data-module="HeroText"] time');
    await expect.poll(() => time.getAttribute('datetime'), { timeout: slow(20_000) }).toBe('2026-12-01');
    expect(await time.textContent()).toBe('1 December 2026');
    await page.close();
  });

  it('two editors on one page: changes to different modules are brought together without a question; a module both changed is asked about, showing both, and mine, theirs, both or the other whole version each do what they say', async () => {
    const url = await preview('/en/contact/', 'editor');
    const ana = await editorPage(url);
    const luis = await editorPage(url);
    const field = (page: typeof ana, name: string) => page.locator(`.editor-panel [name="${name}"]`);
    const statusOf = (page: typeof ana) => page.locator('.editor-toolbar__status');
    const save = (page: typeof ana) => page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Save' }).click();
    const select = (page: typeof ana, module: string) => site(page).locator(`#sitegen-page main [data-module="${module}"] h2`).first().click();
    const id = await ana.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    const saved = async (component: string) => ((await draftOf(url, id)).template.mainSection.modules.filter((m) => m.component === component) as unknown as { title: string }[]).map((m) => m.title);
    const [content] = await saved('Map');
    // The page's other text blocks (earlier tests may have added some) stay as they are.
    const others = (await saved('Text')).slice(1);

    // Different modules: Luis saves first; Ana's Save brings both together, asking nothing.
    await select(ana, 'Text');
    await field(ana, 'title').fill('Opening hours (Ana)');
    await select(luis, 'Map');
    await field(luis, 'title').fill(`${content} (Luis)`);
    await save(luis);
    await expect.poll(() => statusOf(luis).textContent(), { timeout: slow(20_000) }).toBe('All changes saved');
    await save(ana);
    await expect.poll(() => statusOf(ana).textContent(), { timeout: slow(20_000) }).toBe('Someone else saved changes to other modules while you were editing: they are brought together with yours and everything is saved.');
    expect(await ana.getByRole('alertdialog').count()).toBe(0);
    expect(await saved('Text')).toEqual(['Opening hours (Ana)', ...others]);
    expect(await saved('Map')).toEqual([`${content} (Luis)`]);
    // Ana's page shows Luis's change too.
    await expect.poll(() => site(ana).locator('#sitegen-page main [data-module="Map"] h2').first().textContent()).toBe(`${content} (Luis)`);

    // The same module: Luis's Save asks, naming it as both knew it and showing both versions.
    await expect.poll(() => field(luis, 'title').inputValue(), { timeout: slow(20_000) }).toBe(`${content} (Luis)`);
    await select(luis, 'Text');
    await expect.poll(() => field(luis, 'title').inputValue(), { timeout: slow(20_000) }).toBe('Opening hours (Ana)');
    await field(ana, 'title').fill('Opening hours (Ana, again)');
    await field(luis, 'title').fill('Opening hours (Luis)');
    await save(ana);
    await expect.poll(() => statusOf(ana).textContent(), { timeout: slow(20_000) }).toBe('All changes saved');
    await save(luis);
    const conflict = luis.getByRole('alertdialog', { name: 'Someone else has saved this page' });
    await conflict.waitFor();
    expect(await conflict.locator('legend').allTextContents()).toEqual(['Text «Opening hours (Ana)»']);
    expect(await conflict.getByRole('radio', { name: 'Mine: «Opening hours (Luis)»' }).isChecked()).toBe(true);
    expect(await conflict.getByRole('radio', { name: 'The other person\'s: «Opening hours (Ana, again)»' }).isChecked()).toBe(false);
    expect(await runAxe(luis, { iframes: false })).toEqual([]);
    await conflict.getByRole('radio', { name: 'Both: the other person\'s first, then mine' }).check();
    await conflict.getByRole('button', { name: 'Save with these choices' }).click();
    await expect.poll(() => statusOf(luis).textContent(), { timeout: slow(20_000) }).toBe('All changes saved');
    expect(await saved('Text')).toEqual(['Opening hours (Ana, again)', 'Opening hours (Luis)', ...others]);

    // Both change it again, Luis saves first, and Ana keeps his version whole.
    await expect.poll(() => site(ana).locator('#sitegen-page main [data-module="Text"]').count(), { timeout: slow(20_000) }).toBe(2 + others.length);
    await select(ana, 'Text');
    await field(ana, 'title').fill('Opening hours (Ana, third)');
    await field(luis, 'title').fill('Opening hours (Luis, third)');
    await save(luis);
    await expect.poll(() => statusOf(luis).textContent(), { timeout: slow(20_000) }).toBe('All changes saved');
    await save(ana);
    const hers = ana.getByRole('alertdialog', { name: 'Someone else has saved this page' });
    await hers.getByRole('button', { name: 'Keep the other one' }).click();
    await expect.poll(() => statusOf(ana).textContent(), { timeout: slow(20_000) }).toBe('Showing the version the other person saved; your changes were discarded.');
    expect(await saved('Text')).not.toContain('Opening hours (Ana, third)');
    await ana.close();
    await luis.close();
  }, slow(180_000));

  it('Publish makes the draft live and rebuilds only that page and its translation in the output', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-publish-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    const url = await preview('/en/contact/', 'editor', ['--out', out]);
    const origin = new URL(url).origin;
    const mtime = (file: string) => statSync(join(out, file)).mtimeMs;
    const before = { page: mtime('en/contact/index.html'), other: mtime('en/index.html'), otherData: mtime('page-data/en/page-data.json') };
    const page = await session.newPage();
    await page.addInitScript((t) => { localStorage.setItem('sitegen-consent', 'rejected'); localStorage.setItem('sitegen-token', t); localStorage.setItem('sitegen-editor-lang', 'en'); }, session.token);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    await site(page).locator('#sitegen-page [data-module="Map"] h2').click();
    const toolbar = page.getByRole('toolbar', { name: 'Editor' });
    await toolbar.getByRole('button', { name: 'Move down' }).click();
    await toolbar.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alertdialog', { name: 'Publish this page?' }).getByRole('button', { name: 'Publish now' }).click();
    await page.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent?.startsWith('Published'), null, { timeout: slow(60_000) });
    const id = await page.evaluate(async () => (await (await fetch('/__preview/draft')).json()).id as number);
    const live = await (await fetch(`${origin}/_api/site/main/page/${id}`)).json() as { template: { mainSection: { modules: { component: string; editorID: number }[] } } };
    const html = readFileSync(join(out, 'en/contact/index.html'), 'utf8');
    const inOutput = [...html.matchAll(/data-module="(\w+)" data-editor-id="(\d+)"/g)].map((m) => Number(m[2]));
    const published = live.template.mainSection.modules.map((m) => m.editorID);
    expect(inOutput.filter((n) => published.includes(n))).toEqual(published);
    expect(mtime('en/contact/index.html')).toBeGreaterThan(before.page);
    expect(mtime('en/index.html')).toBe(before.other);
    expect(mtime('page-data/en/page-data.json')).toBe(before.otherData);
    await page.close();
  }, slow(120_000));

  it('Publish names the pages that show the page and its links that lead nowhere, then rebuilds those pages with it', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-publish-plan-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    // The English article that the most published pages show (home block, news list, related items).
    const pages = (JSON.parse(readFileSync(join(out, 'build-manifest.json'), 'utf8')) as { pages: Record<string, { id: number; facts: { template: string; title: string; embeds?: { pages: number[] }[] } }> }).pages;
    const showing = (id: number) => Object.keys(pages).filter((p) => pages[p]!.facts.embeds?.some((e) => e.pages.includes(id)));
    const [path, entry] = Object.entries(pages).filter(([p, e]) => p.startsWith('/en/') && e.facts.template === 'NewsDetail')
      .sort(([, a], [, b]) => showing(b.id).length - showing(a.id).length)[0]!;
    const shownOn = showing(entry.id);
    expect(shownOn).toContain('/en/');
    const url = await preview(path, 'editor', ['--out', out]);
    const api = `${new URL(url).origin}/_api/site/main`;
    const auth = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
    // A draft page to link to, and the article's draft: a new topic (its cards show it) and two links that lead nowhere yet.
    const created = await fetch(`${api}/pages`, { method: 'POST', headers: auth, body: JSON.stringify({ templateType: 'BasicTemplate', title: 'Coming soon', slug: 'coming-soon-plan', locale: 'en_GB' }) });
    expect(created.status, await created.clone().text()).toBe(200);
    const draftPath = (await created.json() as { path: string }).path;
    const draft = await (await fetch(`${api}/page/${entry.id}?draft=1`, editorRead())).json() as Record<string, any>;
    draft.structuredDataContent.topic = 'Campus life';
    const text = draft.template.mainSection.modules.find((m: { component: string }) => m.component === 'RichText');
    text.content += `<p>See <a href="${draftPath}">what comes next</a> and <a href="/en/no-such-page/">the archive</a>.</p>`;
    const saved = await fetch(`${api}/page/${entry.id}`, { method: 'PUT', headers: { ...auth, 'if-match': draft.version }, body: JSON.stringify(draft) });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const page = await editorPage(url);
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Publish this page?' });
    await dialog.waitFor();
    const said = await dialog.textContent();
    expect(said).toContain(`${shownOn.length} published pages show it`);
    expect(said).toContain(`${pages['/en/']!.facts.title} (/en/)`);
    expect(said).toContain(`${draftPath} — the page exists but is not published`);
    expect(said).toContain('/en/no-such-page/ — there is no page at that address');
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    const answer = page.waitForResponse((r) => r.url().includes('/__preview/publish?'));
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const rebuilt = (await (await answer).json() as { rebuilt: string[] }).rebuilt;
    await page.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent?.startsWith('Published: '), null, { timeout: slow(60_000) });
    expect(await page.locator('.editor-toolbar__status').textContent()).toContain(`Published: ${rebuilt.length} pages updated`);
    // The dialog said how many beforehand: the new topic is on its cards, so those pages and the ones it is next in line for.
    expect(said).toContain(`${shownOn.length} published pages show it (lists, home page, related items); they are updated with it:`);
    expect(said).toContain(`In all, ${rebuilt.length} pages of the site are updated.`);
    // The pages whose cards show the new topic went live with it: the home page among them.
    expect(rebuilt).toContain(path);
    expect(rebuilt).toContain('/en/');
    expect(readFileSync(join(out, 'en/index.html'), 'utf8')).toContain('Campus life');
    await page.close();
  }, slow(120_000));

  it('the side panel edits the selected module\'s fields, validated by the build\'s rules in the editor\'s words', async () => {
    const url = await preview('/en/contact/', 'editor');
    const page = await session.newPage();
    // Signed in with the editor's token: without one, the editor's window leads to its sign-in page.
    await page.addInitScript((t) => { localStorage.setItem('sitegen-consent', 'rejected'); localStorage.setItem('sitegen-token', t); localStorage.setItem('sitegen-editor-lang', 'en'); }, session.token);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-editor-ready]');
    await site(page).locator('#sitegen-page [data-module="Text"] h2').first().click();
    const panel = page.getByRole('complementary', { name: 'Module fields' });
    await panel.waitFor();
    await panel.locator('[name="title"]').fill('Opening hours and phone');
    await site(page).waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] h2')?.textContent === 'Opening hours and phone');
    await site(page).locator('#sitegen-page [data-module="Map"] h2').click();
    await panel.getByLabel('Place (required)', { exact: true }).waitFor();
    await panel.getByLabel('Place (required)', { exact: true }).fill('');
    const map = { place: '', address: ['x'], latitude: 1, longitude: 1, staticMap: { url: '/x.jpg' } };
    const expected = editorMessages(MapSchema.safeParse(map).error!, map, 'en').place;
    expect(expected).toBe('This field is required: fill it in.');
    await panel.locator('.editor-panel__error').waitFor();
    expect(await panel.locator('.editor-panel__error').textContent()).toBe(expected);
    expect(await panel.getByLabel('Place (required)', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });

  it('the side panel edits a list by keyboard: an item\'s fields, add, remove, move; the saved draft has them', async () => {
    const path = '/en/higher-degree-in-web-application-development/';
    const url = await preview(path, 'editor');
    const page = await editorPage(url);
    const id = await page.evaluate(async () => (await (await fetch('/__preview/draft')).json()).id as number);
    const faqOf = async () => ((await draftOf(url, id)).template.mainSection.modules.find((m) => m.component === 'FAQ') as unknown as { items: { question: string; answer: string }[] }).items;
    const original = (await faqOf()).map((i) => i.question);
    const faq = site(page).locator('#sitegen-page [data-module="FAQ"]');
    await faq.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Module fields' });
    await panel.locator('[name="items.0.question"]').fill('How long does the degree take?');
    await site(page).waitForFunction(() => document.querySelector('#sitegen-page [data-module="FAQ"] h3')?.textContent === 'How long does the degree take?');
    // Add: the new item's first field gets focus and shows the build's message until it is filled.
    await pressOn(panel.getByRole('button', { name: 'Add item to Questions' }));
    const n = original.length;
    const question = panel.locator(`[name="items.${n}.question"]`);
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    const empty = { items: [{ question: '', answer: '' }] };
    const required = editorMessages(FAQSchema.safeParse(empty).error!, empty, 'en')['items.0.question'];
    await expect.poll(() => panel.locator(`#editor-field-items-${n}-question-error`).textContent()).toBe(required);
    await page.keyboard.type('Are there scholarships?');
    await panel.locator(`#editor-field-items-${n}-answer`).focus();
    await page.keyboard.type('Yes, several.');
    await site(page).waitForFunction((count) => document.querySelectorAll('#sitegen-page [data-module="FAQ"] details').length === count, n + 1);
    // The field's message goes once the panel's check of the filled item answers, which may come
    // after the page's re-render on a busy machine.
    await expect.poll(() => panel.locator(`#editor-field-items-${n}-question-error`).count()).toBe(0);
    // The panel's lists, rich-text toolbars and messages are accessible (WCAG 2.2 AA).
    expect(await runAxe(page, { iframes: false })).toEqual([]);
    expect(await runAxe(site(page))).toEqual([]);
    // Remove the first item and move the (new) first one down, by keyboard; focus stays on the list.
    await pressOn(panel.getByRole('button', { name: 'Remove: item 1 of Questions' }));
    await site(page).waitForFunction((count) => document.querySelectorAll('#sitegen-page [data-module="FAQ"] details').length === count, n);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-item-items-0-remove');
    await pressOn(panel.getByRole('button', { name: 'Move down: item 1 of Questions' }));
    const expected = [original[2]!, original[1]!, ...original.slice(3), 'Are there scholarships?'];
    await site(page).waitForFunction((first) => document.querySelector('#sitegen-page [data-module="FAQ"] h3')?.textContent === first, expected[0]);
    // Focus follows the moved item.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('editor-item-items-1-down');
    await pressOn(page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Save' }));
    await page.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent === 'All changes saved');
    const saved = await faqOf();
    expect(saved.map((i) => i.question)).toEqual(expected);
    expect(saved.at(-1)!.answer).toContain('Yes, several.');
    // Undo brings the removed item back: one step at a time, each seen on the page before the
    // next (a save is now checked by the API with the build's render, so on a busy machine its
    // re-render can still be arriving when the first Undo is pressed).
    const undo = page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Undo' });
    await undo.click();
    await site(page).waitForFunction((first) => document.querySelector('#sitegen-page [data-module="FAQ"] h3')?.textContent === first, original[1]!);
    await undo.click();
    await site(page).waitForFunction((count) => document.querySelectorAll('#sitegen-page [data-module="FAQ"] details').length === count, n + 1);
    await page.close();
  });

  it('the side panel edits links and images; a javascript: link gets the build\'s message as it is typed', async () => {
    const url = await preview('/en/higher-degree-in-web-application-development/', 'editor');
    const page = await editorPage(url);
    await site(page).locator('#sitegen-page [data-module="HeroImage"] h1').click();
    const panel = page.getByRole('complementary', { name: 'Module fields' });
    // An image is chosen from the media library (test/e2e/editor-media.test.ts), never typed as
    // url / width / height / position: the panel shows it, its alt text and "Choose image".
    const image = panel.getByRole('group', { name: 'Image' });
    const alt = await site(page).locator('#sitegen-page [data-module="HeroImage"] img').first().getAttribute('alt');
    expect(await image.textContent()).toContain(`Alt text: ${alt}`);
    expect(await image.getByRole('button', { name: 'Choose image' }).isVisible()).toBe(true);
    expect(await panel.locator('[name^="image."]').count()).toBe(0);
    await panel.locator('[name="link.text"]').fill('Ask us');
    await site(page).waitForFunction(() => document.querySelector('#sitegen-page [data-module="HeroImage"] a[href="#info"]')?.textContent?.includes('Ask us'));
    expect(await panel.locator('[name="link.newTab"]').getAttribute('type')).toBe('checkbox');
    await panel.locator('[name="link.href"]').fill('javascript:alert(1)');
    const message = editorMessages(LinkSchema.safeParse({ href: 'javascript:alert(1)' }).error!, { href: 'javascript:alert(1)' }, 'en').href;
    await expect.poll(() => panel.locator('#editor-field-link-href-error').textContent()).toBe(message);
    expect(await panel.locator('[name="link.href"]').getAttribute('aria-invalid')).toBe('true');
    expect(await site(page).locator('#sitegen-page a[href^="javascript"]').count()).toBe(0);
    await page.close();
  });

  it('Save of a page the build would refuse is held before it is sent: a dialog names the field and its message, and the draft stays as it was', async () => {
    const path = '/en/higher-degree-in-multi-platform-application-development/';
    const url = await preview(path, 'editor');
    const page = await editorPage(url);
    const origin = new URL(url).origin;
    const id = await page.evaluate(async (p) => (await (await fetch('/_api/site/main/pages?lang=en_GB')).json()).items.find((i: { path: string }) => i.path === p).id as number, path);
    const draft = () => fetch(`${origin}/_api/site/main/page/${id}?draft=1`, { headers: { authorization: `Bearer ${session.token}` } }).then((r) => r.json() as Promise<{ version: string }>);
    const before = await draft();
    await site(page).locator('#sitegen-page [data-module="HeroImage"] h1').click();
    const panel = page.getByRole('complementary', { name: 'Module fields' });
    await panel.locator('[name="link.href"]').fill('javascript:alert(1)');
    await panel.locator('#editor-field-link-href-error').waitFor();
    // Checked as typed, and again on Save: nothing is sent while a field is wrong (spec 4).
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Save' }).click();
    const held = page.getByRole('alertdialog', { name: 'Some fields need filling in' });
    await held.waitFor();
    const message = editorMessages(LinkSchema.safeParse({ href: 'javascript:alert(1)' }).error!, { href: 'javascript:alert(1)' }, 'en').href;
    expect(await held.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^Hero with image «[^»]+» › [^:]+: ${message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))]);
    expect(await page.locator('.editor-toolbar__status').textContent()).toBe('Not saved: one field to complete. Your changes are still here.');
    expect((await draft()).version).toBe(before.version);
    await page.close();
  });

  it('rich text: bold by keyboard and italic by the toolbar re-render the page and are saved; script links are refused or stripped', async () => {
    const { url, page, id, panel, text } = await editContactText();
    expect(await text.getAttribute('role')).toBe('textbox');
    const bold = panel.getByRole('button', { name: 'Bold' }).first();
    expect(await bold.getAttribute('aria-pressed')).toBe('false');
    await text.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+B');
    // The toolbar's state follows the selection a frame later (selectionchange): polled, not read once.
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await site(page).waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] .rich-text b') !== null);
    await panel.getByRole('button', { name: 'Italic' }).first().click();
    await expect.poll(() => panel.getByRole('button', { name: 'Italic' }).first().getAttribute('aria-pressed')).toBe('true');
    await site(page).waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] .rich-text i') !== null);
    // A typed script link is refused with the build's message; nothing is linked.
    const links = await text.locator('a').count();
    await page.keyboard.press('Control+K');
    const address = panel.locator('#editor-field-content-href');
    await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    const message = editorMessages(LinkSchema.safeParse({ href: 'javascript:alert(1)' }).error!, { href: 'javascript:alert(1)' }, 'en').href;
    await expect.poll(() => panel.locator('#editor-field-content-href-error').textContent()).toBe(message);
    expect(await text.locator('a').count()).toBe(links);
    await page.keyboard.press('Escape');
    // A safe one is applied to the selection.
    await page.keyboard.press('Control+K');
    await page.keyboard.type('/en/admissions/');
    await page.keyboard.press('Enter');
    await expect.poll(() => text.locator('a[href="/en/admissions/"]').count()).toBe(1);
    // A script link that arrives another way (pasted HTML) is stripped by the build's sanitizer.
    await text.focus();
    await page.keyboard.press('End');
    await page.evaluate(() => document.execCommand('insertHTML', false, ' <a href="javascript:alert(1)">evil</a>'));
    await expect.poll(() => text.locator('a', { hasText: 'evil' }).evaluate((a) => a.hasAttribute('href'))).toBe(false);
    await pressOn(page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Save' }));
    await page.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent === 'All changes saved');
    const savedContent = async () => ((await draftOf(url, id)).template.mainSection.modules.find((m) => m.component === 'Text') as unknown as { content: string }).content;
    // The status may still read "saved" from an earlier save while this one is in flight: the
    // stored draft is what is awaited.
    await expect.poll(savedContent, { timeout: slow(15_000) }).toContain('href="/en/admissions/"');
    const content = await savedContent();
    expect(content).toMatch(/<b>/);
    expect(content).toMatch(/<i>/);
    expect(content).toContain('href="/en/admissions/"');
    expect(content).toContain('evil');
    expect(content).not.toContain('javascript:');
    expect(await site(page).locator('#sitegen-page a[href^="javascript"]').count()).toBe(0);
    await page.close();
  });

  it('rich text typed just before Save is saved: Save waits for the field to commit it (a slow sanitizer answer included)', async () => {
    const { url, page, id, text } = await editContactText();
    const status = page.locator('.editor-toolbar__status');
    await text.focus();
    await page.keyboard.press('Control+End');
    // A first edit, committed: the draft has unsaved changes and Save is offered.
    await page.keyboard.type(' First words.');
    await expect.poll(() => status.textContent()).toBe('Unsaved changes');
    // The field commits what is typed after a 200 ms pause, through the preview server's
    // sanitizer: held back a second from now on, so a Save right after typing lands in that window.
    await page.route('**/__preview/sanitize', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.keyboard.type(' Saved at once.');
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/page/${id}`));
    await pressOn(page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Save' }));
    expect((await put).status()).toBe(200);
    // The PUT this Save sent carried the words typed just before it, not only the first ones.
    const saved = (await draftOf(url, id)).template.mainSection.modules.find((m) => m.component === 'Text') as unknown as { content: string };
    expect(saved.content).toContain('First words.');
    expect(saved.content).toContain('Saved at once.');
    await expect.poll(() => status.textContent()).toBe('All changes saved');
    await page.close();
  });

  it('rich text typed just before Publish goes live: Publish commits and saves it first', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'sitegen-publish-typed-')), 'output');
    cpSync(inject('demoOutput'), out, { recursive: true });
    const { url, page, id, text } = await editContactText(['--out', out]);
    // The field's commit held back 3 s: Publish is confirmed while it is still pending.
    await page.route('**/__preview/sanitize', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await text.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Live at once.');
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('alertdialog', { name: 'Publish this page?' }).getByRole('button', { name: 'Publish now' }).click();
    await page.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent?.startsWith('Published'), null, { timeout: slow(60_000) });
    const live = await (await fetch(`${new URL(url).origin}/_api/site/main/page/${id}`)).json() as { template: { mainSection: { modules: { component: string; content?: string }[] } } };
    expect(live.template.mainSection.modules.find((m) => m.component === 'Text')?.content).toContain('Live at once.');
    expect(readFileSync(join(out, 'en/contact/index.html'), 'utf8')).toContain('Live at once.');
    await page.close();
  }, slow(120_000));

  it('opens its URL in $BROWSER when run on a terminal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitegen-browser-'));
    const script = join(dir, 'browser.sh');
    writeFileSync(script, `#!/bin/sh\nprintf '%s' "$1" > "${dir}/opened"\n`);
    chmodSync(script, 0o755);
    // `script` gives the command a terminal, as when a person runs it.
    const command = `${process.execPath} ${join(repoRoot, 'bin', 'sitegen.js')} preview /en/contact/ --port 0 --db ${session.dbFile} --out ${join(dir, 'output')}`;
    const env: NodeJS.ProcessEnv = { ...process.env, BROWSER: script };
    delete env.CI;
    const child = spawn('script', ['-qec', command, '/dev/null'], { stdio: ['ignore', 'pipe', 'pipe'], env });
    session.track(child);
    const url = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (d: Buffer) => {
        text += d.toString();
        const match = /previewing (http:\/\/\S+)/.exec(text);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`preview exited ${code}: ${text}`)));
    });
    await expect.poll(() => existsSync(join(dir, 'opened')) && readFileSync(join(dir, 'opened'), 'utf8'), { timeout: slow(10_000) }).toBe(url);
  });

  it('switches to the page\'s translation through its language switch', async () => {
    const url = await preview('/en/contact/');
    const page = await session.newPage();
    await page.addInitScript(() => localStorage.setItem('sitegen-consent', 'rejected'));
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('.site-header__languages a[hreflang="es-ES"]').click();
    await page.waitForURL(/\/contacto\/$/);
    // The page's own background requests (its prefetches) are done before another path is asked:
    // any of them is a page the preview counts as shown.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    expect(await page.locator('main h1').first().textContent()).toBe('Contacto');
    expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe('preview');
    // A page fetched in the background (as a prefetch does) is not one the editor was shown.
    expect(await page.evaluate(async () => (await fetch('/en/contact/')).status)).toBe(200);
    // Anything else still leads back to the page last shown.
    await page.goto(new URL('/en/events/', url).href, { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/contacto/');
    await page.close();
  });

  it('each tab previews its own page: a tab in the other language changes nothing in this one', async () => {
    const url = await preview('/en/contact/', 'editor');
    const english = await editorPage(url);
    const spanish = await editorPage(new URL('/contacto/', url).href);
    expect(await site(spanish).evaluate(() => document.documentElement.lang)).toBe('es-ES');
    // The English tab still edits, renders and saves the English page.
    await site(english).locator('#sitegen-page [data-module="Text"] h2').first().click();
    const panel = english.getByRole('complementary', { name: 'Module fields' });
    await panel.locator('[name="title"]').fill('Office hours');
    await site(english).waitForFunction(() => document.querySelector('#sitegen-page [data-module="Text"] h2')?.textContent === 'Office hours');
    expect(await site(english).locator('#sitegen-page .site-header__languages a[hreflang="es-ES"]').count()).toBe(1);
    const id = await english.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    const spanishId = await spanish.evaluate(async () => (await (await fetch(`/__preview/draft?path=${encodeURIComponent(location.pathname)}`)).json()).id as number);
    expect(spanishId).not.toBe(id);
    await english.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Save' }).click();
    await english.waitForFunction(() => document.querySelector('.editor-toolbar__status')?.textContent === 'All changes saved');
    const texts = async (page: number) => ((await draftOf(url, page)).template.mainSection.modules.filter((m) => m.component === 'Text') as unknown as { title: string }[]).map((m) => m.title);
    expect(await texts(id)).toContain('Office hours');
    expect(await texts(spanishId)).not.toContain('Office hours');
    // A change to the Spanish draft reaches the Spanish tab, in place.
    const englishTitle = await site(english).locator('main h1').first().textContent();
    const draft = await (await fetch(`${new URL(url).origin}/_api/site/main/page/${spanishId}?draft=1`, editorRead())).json() as Record<string, any>;
    draft.template.heroSection.modules[0].title = 'Hablemos';
    const saved = await fetch(`${new URL(url).origin}/_api/site/main/page/${spanishId}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'if-match': draft.version }, body: JSON.stringify(draft) });
    expect(saved.status).toBe(200);
    await site(spanish).waitForFunction(() => document.querySelector('main h1')?.textContent === 'Hablemos', null, { timeout: slow(10_000) });
    expect(await site(english).locator('main h1').first().textContent()).toBe(englishTitle);
    await english.close();
    await spanish.close();
  });

  it('forms mode renders the page\'s form modules alone', async () => {
    const url = await preview('/en/contact/', 'forms');
    const page = await session.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const modules = await page.locator('main [data-module]').evaluateAll((els) => els.map((e) => e.getAttribute('data-module')));
    expect(modules).toEqual(['BasicForm']);
    expect(await page.locator('.preview-badge').textContent()).toBe('Forms · draft');
    await page.close();
  });

  it('a path that is not a page is a clear error', async () => {
    const result = await runCli(['preview', '/en/nope/', '--port', '0', '--db', session.dbFile]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('No page at /en/nope/');
  });
});

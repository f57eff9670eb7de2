import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const block of [false, true]) {
  const ctx = await b.newContext();
  await ctx.route((u) => u.hostname !== '127.0.0.1', (r) => r.abort());
  if (block) await ctx.route('**/~partytown/**', (r) => r.abort());
  await ctx.addInitScript(() => localStorage.setItem('sitegen-consent', 'accepted'));
  const p = await ctx.newPage();
  p.on('console', m => console.log('console', m.type(), m.text()));
  const t0 = Date.now();
  await p.goto('http://127.0.0.1:4517/en/contact/', { waitUntil: 'load' });
  await p.waitForFunction(() => document.documentElement.hasAttribute('data-analytics-thread'), null, { timeout: 15000 }).catch(() => console.log('timeout'));
  console.log(block, Date.now() - t0, await p.evaluate(() => [document.documentElement.getAttribute('data-probe'),document.documentElement.getAttribute('data-analytics-thread'), JSON.stringify(window.edteAnalytics)]));
  await ctx.close();
}
await b.close();

import { chromium } from 'playwright';
const base = 'http://127.0.0.1:18690';
const token = await (await fetch(`${base}/api/v1/users/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'navgan-demo' }) })).json();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 1440, height: 900 } });
await c.addInitScript(([a, r]) => { localStorage.setItem('access', a); localStorage.setItem('refresh', r); localStorage.setItem('user_name', 'admin'); localStorage.setItem('userId', '1'); localStorage.setItem('locale', 'en'); }, [token.access, token.refresh]);
const p = await c.newPage();
await p.goto(`${base}/en/reporting`, { waitUntil: 'domcontentloaded' });
await p.waitForTimeout(6000);
console.log(await p.evaluate(() => {
  const s = document.querySelector('[data-testid="chart-drivers"]');
  return [...s.querySelectorAll('.MuiChartsAxis-directionX text, .MuiChartsAxis-directionX tspan')].map((t) => `${t.tagName}:${t.textContent}:${t.getAttribute('style') ?? ''}:${t.getAttribute('opacity')??''}`).join('\n');
}));
console.log(await p.evaluate(() => document.querySelector('[data-testid="chart-drivers"] .MuiChartsAxis-directionX')?.outerHTML.slice(0, 1500)));
await b.close();

import { chromium } from 'playwright';
const base = 'http://127.0.0.1:18690';
const out = '/tmp/ui-shots/';
const tehranDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(Date.now() + offset * 86_400_000);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--enable-unsafe-swiftshader'],
});
const token = await (
  await fetch(`${base}/api/v1/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'navgan-demo' }),
  })
).json();
const only = process.argv[2];
const screens = [
  ['daily', (l) => `/${l}/reports/daily?company_vehicle__id__in=12,14,24&start_range=${tehranDay(-3)}&stop_range=${tehranDay(-1)}`],
  ['periodic', (l) => `/${l}/reports/periodic?company_vehicle__id__in=12,14,24&start_range=${tehranDay(-3)}&stop_range=${tehranDay(-1)}`],
  ['routing', (l) => `/${l}/reports/history/routing/14`],
  ['reporting', (l) => `/${l}/reporting`],
  ['fines', (l) => `/${l}/vehicles/fines`],
  ['rules', (l) => `/${l}/rules`],
  ['realtime', (l) => `/${l}/realtime`],
  ['vehicle', (l) => `/${l}/vehicles/companies/14`],
];
for (const locale of ['fa', 'en']) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'America/New_York',
  });
  await context.addInitScript(
    ([a, r, l]) => {
      if (!sessionStorage.getItem('s')) {
        localStorage.setItem('access', a);
        localStorage.setItem('refresh', r);
        localStorage.setItem('user_name', 'admin');
        localStorage.setItem('userId', '1');
        localStorage.setItem('locale', l);
        sessionStorage.setItem('s', '1');
      }
    },
    [token.access, token.refresh, locale],
  );
  const page = await context.newPage();
  for (const [name, path] of screens) {
    if (only && !only.split(',').includes(name)) continue;
    await page.goto(base + path(locale), { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(name === 'reporting' || name === 'realtime' || name === 'routing' ? 6000 : 3000);
    await page.screenshot({ path: `${out}${name}-${locale}.png`, fullPage: name !== 'realtime' && name !== 'routing' });
    console.log('shot', name, locale, page.url());
  }
  await context.close();
}
await browser.close();

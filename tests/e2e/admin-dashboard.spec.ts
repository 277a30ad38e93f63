import { readFileSync } from 'node:fs';
import { Sweep } from './a11y-helpers.ts';
import { expect, test } from './fixtures.ts';
import { loginAsNewStaff } from './staff-helpers.ts';

const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('operator dashboard (decision 132)', () => {
  test('an admin opens the dashboard, sees a chart and its table, changes the range and downloads the CSV', async ({ page }, testInfo) => {
    // a lander view to count today, and a fresh admin (its own TOTP secret: no step shared with other tests)
    expect((await page.request.get('/api/lander.php?kind=gallery')).ok()).toBe(true);
    await loginAsNewStaff(page, 'admin', 'dash-admin');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dashboard' }).click();

    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Figures by calendar day in UTC (not your time zone).')).toBeVisible();
    await page.getByRole('button', { name: 'Compute now' }).click();
    await expect(page.getByRole('button', { name: 'Compute now' })).toBeEnabled();

    // the chart (uPlot's canvas) and the table beside it: 30 days, today's lander visit counted
    const section = page.getByRole('region', { name: 'Table of Visitors and signups' });
    await expect(page.locator('#dash-acquisition ~ .dash-pair canvas').first()).toBeVisible();
    await expect(section.getByRole('row')).toHaveCount(30 + 2);
    const today = section.getByRole('row').filter({ has: page.locator(`time[datetime="${utcDay()}"]`) });
    await expect(today).toHaveCount(1);
    expect(Number((await today.getByRole('cell').first().innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { name: 'Conversion funnel' })).toBeVisible();
    // one cohort, each step a share of its signups; the visits beside it with no share (decision 132)
    const funnel = page.getByRole('region', { name: 'Table of the conversion funnel' });
    await expect(funnel.getByRole('columnheader', { name: 'Of signups', exact: true })).toBeVisible();
    await expect(funnel.getByRole('row', { name: /^Lander visits/ }).getByRole('cell').nth(1)).toHaveText('—');

    const sweep = new Sweep(page, 'console');
    await sweep.check('dashboard');

    // another range: the last 7 days
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(section.getByRole('row')).toHaveCount(7 + 2);
    await expect(page.getByLabel('From (UTC day)')).toHaveValue(utcDay(-6));
    // a range the wrong way round is refused before asking
    await page.getByLabel('From (UTC day)').fill(utcDay(1));
    await expect(page.getByRole('alert').filter({ hasText: 'The first day must not be after the last day.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeDisabled();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`dashboard-all-sites-${utcDay(-6)}-${utcDay()}.csv`);
    const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
    // every text cell quoted, the header's too (server/admin/csv.ts, decision 167)
    expect(csv[0]).toMatch(/^"day_utc","lander_visits","lander_bounces","signups",/);
    expect(csv.filter((line) => line !== '')).toHaveLength(8);

    await page.setViewportSize({ width: 375, height: 800 });
    await sweep.check('dashboard 375 px');
    await sweep.finish(testInfo);
  });
});

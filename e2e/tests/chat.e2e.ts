import { type Page } from '@playwright/test';
import { DEMO_COMPANY_ID, ongoingAdsOf, signUpByApi } from '../helpers/account-api.ts';
import { applicationRows, viewportOf } from '../helpers/desktop.ts';
import { expect, test } from '../helpers/test.ts';
import { screens } from '../helpers/screens.ts';
import { DEMO_EMPLOYER, loginByUi } from '../helpers/session.ts';

/**
 * The apply chat between a job seeker and the demo employer, live, in two browser contexts: the
 * seeker applies by chat from an ad and writes; the employer, already on /myPage/chats, sees the
 * room appear with an unread badge, opens it and replies; the seeker sees the reply without a reload
 * (and 'Read' under their message); the seeker cancels the application and the room is frozen on
 * both sides.
 */

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test.describe('apply chat', () => {
  test('a seeker and the demo employer chat live, and a cancelled application freezes the room on both sides', async ({ page, browser, request }, info) => {
    test.setTimeout(120_000);
    const seekerShot = screens(page, 'chat-seeker');
    const member = await signUpByApi();
    // an Ongoing ad of the demo employer offering the chat apply; mobile and desktop take different ones
    const ads = await ongoingAdsOf(request, DEMO_COMPANY_ID, { method: '0190' });
    const ad = ads[viewportOf(info) === 'desktop' ? Math.min(1, ads.length - 1) : 0];
    expect(ad, 'an ongoing ad of the demo company offering the chat apply').toBeTruthy();

    // the employer, in its own browser context, waits on the chat list
    const employerContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: info.project.use.baseURL, hasTouch: viewportOf(info) === 'mobile' });
    const employer = await employerContext.newPage();
    const employerShot = screens(employer, 'chat-employer');
    try {
      await loginByUi(employer, DEMO_EMPLOYER, 'Business');
      await employer.goto('/myPage/chats');
      await expect(employer.getByRole('heading', { name: 'Chat inquiry' })).toBeVisible();
      const employerRow = employer.getByRole('link').filter({ hasText: member.fullName });
      await expect(employerRow).toHaveCount(0);

      // the seeker applies by chat from the ad and lands in the room
      await loginByUi(page, member);
      await page.goto('/myPage/chats');
      await expect(page.getByText('No chats yet')).toBeVisible();
      await seekerShot('list-empty');
      // the ad's Chat button opens (or finds) the room: empty until someone writes
      await page.goto(`/ad/all/${ad!.id}`);
      await page.getByRole('button', { name: 'Chat', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/chats/apply/apply_${ad!.id}_\\d+\\?title=`));
      await expect(page.getByText(/^Say hello to /)).toBeVisible();
      await seekerShot('room-new');
      await page.goBack();
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('dialog', { name: 'How to apply' }).getByRole('button', { name: /^Chat/ }).click();
      await expect(page).toHaveURL(new RegExp(`/chats/apply/apply_${ad!.id}_\\d+\\?.*apply=true`));
      await expect(page.getByRole('link', { name: ad!.title }).first()).toBeVisible();
      await expect(messages(page).getByText('From chat apply')).toBeVisible();

      const question = `Good day! Is the ${ad!.title} position still open? (${member.id})`;
      await composer(page).fill(question);
      await expect(page.getByText(`${question.length} / 1,000`)).toBeVisible();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(composer(page)).toHaveValue('');
      const mine = messages(page).locator('.chat-msg--mine').filter({ hasText: question });
      await expect(mine).toBeVisible();
      await expect(messages(page).getByText('Sending…')).toHaveCount(0);
      await expect(messages(page).getByText('Sent', { exact: true })).toBeVisible();
      await seekerShot('room-sent');

      // the room appears on the employer's list without a reload, newest first, with its unread count
      await expect(employerRow).toBeVisible();
      await expect(employer.getByRole('list', { name: 'Chats' }).getByRole('link').first()).toContainText(member.fullName);
      await expect(employerRow.getByLabel(/\d+ unread/)).toHaveText('2');
      await expect(employerRow).toContainText(question.slice(0, 20));
      await employerShot('list-unread');

      // the employer opens it, sees the seeker's messages, and replies
      await employerRow.click();
      await expect(employer).toHaveURL(new RegExp(`/chats/apply/apply_${ad!.id}_\\d+`));
      await expect(messages(employer).getByText(question)).toBeVisible();
      // a message of the other side can be reported (tap it, 'Report this message', a reason)
      await messages(employer).getByRole('button', { name: 'From chat apply' }).click();
      await messages(employer).getByRole('button', { name: 'Report this message' }).click();
      const report = employer.getByRole('dialog', { name: 'Report this message' });
      await report.getByLabel('Spam or advertising').check();
      await employerShot('report');
      await report.getByRole('button', { name: 'Report', exact: true }).click();
      await expect(report.getByRole('status')).toHaveText('Thank you. We will review this message.');
      await report.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(report).toBeHidden();
      const reply = 'Yes, it is. Can you come for an interview on Monday at 10 AM?';
      await composer(employer).fill(reply);
      await composer(employer).press('Enter');
      await expect(messages(employer).locator('.chat-msg--mine').filter({ hasText: reply })).toBeVisible();
      await employerShot('room-replied');

      // the seeker sees the reply without reloading, and that the employer read the question
      await expect(messages(page).getByText(reply)).toBeVisible();
      await expect(messages(page).getByText('Read', { exact: true })).toBeVisible();
      await seekerShot('room-reply');

      // an image goes through services/media and reaches the employer live
      await page.locator('input[type=file]').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
      await expect(messages(page).getByRole('img', { name: 'Image sent in the chat' })).toBeVisible();
      await expect(messages(page).getByText('Sending…')).toHaveCount(0);
      await expect(messages(employer).getByRole('img', { name: 'Image sent in the chat' })).toBeVisible();

      // the seeker blocks the chat from its menu: the composer says so; Unblock opens it again
      await page.getByRole('button', { name: 'Chat menu' }).click();
      await seekerShot('menu');
      await page.getByRole('menuitem', { name: 'Block' }).click();
      await page.getByRole('alertdialog', { name: /^Block / }).getByRole('button', { name: 'Block', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'You blocked this chat. Unblock it to send messages.' })).toBeVisible();
      await expect(composer(page)).toHaveCount(0);
      await seekerShot('blocked');
      await page.getByRole('status').getByRole('button', { name: 'Unblock' }).click();
      await expect(composer(page)).toBeVisible();

      // the seeker's chat list: the room, the image as its last message
      await page.goto('/myPage/chats');
      const seekerRow = page.getByRole('link').filter({ hasText: ad!.title }).first();
      await expect(seekerRow).toContainText('You: Sent an image');
      await seekerShot('list');

      // the seeker cancels the chat application: the room freezes on both sides
      await page.goto('/myPage/application?tab=chat');
      const row = applicationRows(page).filter({ hasText: ad!.title });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: 'Cancel application' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this application?' }).getByRole('button', { name: 'Cancel application' }).click();
      await expect(row).toHaveCount(0);

      const frozen = 'This chat has ended because the application was cancelled.';
      // the employer, still in the room, sees it end without a reload
      await expect(employer.getByRole('status').filter({ hasText: frozen })).toBeVisible();
      await expect(composer(employer)).toHaveCount(0);
      await employerShot('room-frozen');

      await page.goBack();
      await page.goto(`/myPage/chats`);
      await page.getByRole('link').filter({ hasText: ad!.title }).first().click();
      await expect(page.getByRole('status').filter({ hasText: frozen })).toBeVisible();
      await expect(messages(page).getByText(reply)).toBeVisible();
      await expect(composer(page)).toHaveCount(0);
      await seekerShot('room-frozen');
    } finally {
      await employerContext.close();
    }
  });

  test('a visitor who opens a chat goes to /enter', async ({ page }) => {
    await page.goto('/chats/apply/apply_1_1?title=Cook');
    await expect(page).toHaveURL(/\/enter$/);
    await page.goto('/myPage/chats');
    await expect(page).toHaveURL(/\/enter$/);
  });
});

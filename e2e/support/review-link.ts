import { expect } from '@playwright/test';
import { appUrls } from '../../playwright.config';
import { mailText, mailsTo } from './backend';

/** The review link of the newest mail to `email` whose subject matches, opened on the portal under test. */
export async function reviewLinkFrom(email: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).find((m) => subject.test(m.subject));
        if (!mail) return '';
        const found = /https?:\/\/[^\s"'<>]+\/review\/[^\s"'<>]+/.exec(await mailText(mail.id))?.[0] ?? '';
        link = found.replace(/^https?:\/\/[^/]+/, appUrls.portal).replace(/&amp;/g, '&');
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

import type { Site } from '../../manifest/load';
import { ADMIN_PATH } from '../../routes/urls';

/**
 * The e-mails Netlify Identity sends editors, as templates for its settings (Identity > Emails:
 * "Path to template", e.g. `/admin/emails/invitation.html`). Netlify's own templates link to the
 * home page, which loads no byte of the editing screen; these link to the screen, whose Identity
 * widget completes the invitation or the new password. `{{ .SiteURL }}` and `{{ .Token }}` are
 * Netlify's to fill in.
 */
const EMAILS = {
  invitation: {
    subject: 'You are invited to edit the website',
    text: 'You have been invited to edit the website of {name}. Follow this link to choose a password:',
    link: 'Accept the invitation',
    token: 'invite_token',
  },
  recovery: {
    subject: 'Choose a new password',
    text: 'Someone asked for a new password for your account on the editing screen of {name}. If it was you, follow this link:',
    link: 'Choose a new password',
    token: 'recovery_token',
  },
  confirmation: {
    subject: 'Confirm your e-mail address',
    text: 'Confirm your e-mail address for the editing screen of {name}:',
    link: 'Confirm the address',
    token: 'confirmation_token',
  },
  'email-change': {
    subject: 'Confirm your new e-mail address',
    text: 'Confirm the change of your e-mail address on the editing screen of {name}:',
    link: 'Confirm the new address',
    token: 'email_change_token',
  },
} as const;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The template files, by path under the built site. */
export function identityEmails(site: Site): Map<string, string> {
  const name = esc(site.manifest.business.name);
  const out = new Map<string, string>();
  for (const [file, error] of Object.entries(EMAILS)) {
    const href = `{{ .SiteURL }}${ADMIN_PATH}#${error.token}={{ .Token }}`;
    out.set(
      `${ADMIN_PATH.slice(1)}emails/${file}.html`,
      `<h2>${esc(error.subject)}</h2>\n<p>${error.text.replace('{name}', name)}</p>\n<p><a href="${href}">${esc(error.link)}</a></p>\n`,
    );
  }
  return out;
}

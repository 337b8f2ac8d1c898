import { invitationTexts } from '@shared/messages/users.js';
import { shareRules } from '@shared/domain/forwards.js';
import { REPORTS_TIME_ZONE } from '@shared/domain/report.js';
import { shareMailTexts } from '@shared/messages/forwards.js';
import { replyNoticeTexts } from '@shared/messages/reply-notices.js';

import { licenceMailTexts } from '@shared/messages/billing.js';
import { languageNames, reporterLanguages } from '@shared/messages/catalogue.js';
import { emailReplyTexts, emailReportTexts } from '@shared/messages/email-reports.js';
import { emailReplyTexts as enEmailReplyTexts } from '@shared/messages/en/email-reports.js';
import { emailReplyTexts as ukEmailReplyTexts } from '@shared/messages/uk/email-reports.js';
/**
 * Polish e-mail templates (the reply to an e-mail report's sender also in Ukrainian and English).
 * Each returns subject, plain text and HTML; values are escaped.
 */
export interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Action = { label: string; url: string };

/** A title, its paragraphs (a line break kept as one) and a button with its address written out. */
function section(title: string, paragraphs: string[], action?: Action): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1c5d99;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  return `<h2>${escapeHtml(title)}</h2>${body}${button}`;
}

const page = (content: string): string =>
  `<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;color:#222">${content}<hr><p style="font-size:12px;color:#777">Ostoja — system przyjmowania zgłoszeń sygnalistów. Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.</p></body></html>`;

const layout = (title: string, paragraphs: string[], action?: Action): string =>
  page(section(title, paragraphs, action));

const footer = '\n\n--\nOstoja — system przyjmowania zgłoszeń sygnalistów. Wiadomość wygenerowana automatycznie.';

/** One report's term in a deadline digest: no content, only what staff need to find it. */
export interface DigestLine {
  identifier: string;
  categoryName: string;
  term: string;
  state: string;
  link: string;
}

/** One report a rule escalates (issue #34): no content, only what staff need to find it. */
export interface EscalationLine {
  identifier: string;
  categoryName: string;
  link: string;
}

/** 'w ciągu 1 dnia', 'w ciągu 5 dni'. */
const withinDays = (days: number): string => `w ciągu ${days} ${days === 1 ? 'dnia' : 'dni'}`;

/** A date and time as people in Poland read it, e.g. "14 maja 2026 09:30". */
const polishDateTime = new Intl.DateTimeFormat('pl-PL', {
  timeZone: REPORTS_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

/** What the e-mail to an authority says: staff's own message, then the link and its terms. */
export interface ForwardNotice {
  organisation: string;
  identifier: string;
  /** The message staff wrote in the modal (plain text, line breaks kept). */
  message: string;
  link: string;
  expiresAt: string;
}

export const emailTemplates = {
  /**
   * The notice of replies (docs/security.md §6.7): its one sentence as subject and text, and
   * nothing else — no footer naming the product, no link, no identifier, no organisation.
   */
  replyNotice(): Email {
    return {
      subject: replyNoticeTexts.notice,
      text: replyNoticeTexts.notice,
      html: `<!doctype html><html lang="pl"><body><p>${escapeHtml(replyNoticeTexts.notice)}</p></body></html>`,
    };
  },
  /** To an external authority: a report was forwarded to it; the files are behind the link and an e-mailed code. */
  forwardedReport(notice: ForwardNotice): Email {
    const details = shareMailTexts.shareDetails(
      polishDateTime.format(new Date(notice.expiresAt)),
      shareRules.downloadsMax,
    );
    const paragraphs = [
      ...notice.message
        .split(/\n{2,}/)
        .map((part) => part.trim())
        .filter(Boolean),
      details,
    ];
    const html = layout(shareMailTexts.shareSubject(notice.organisation, notice.identifier), [], {
      label: shareMailTexts.shareLink,
      url: notice.link,
    }).replace(
      '<p><a ',
      // A function: a `$` in staff's message is text, not a replacement pattern.
      () => `${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')}<p><a `,
    );
    return {
      subject: shareMailTexts.shareSubject(notice.organisation, notice.identifier),
      text: `${notice.message}\n\n${details}\n\n${notice.link}${footer}`,
      html,
    };
  },
  /** The single-use code of the download page, to the authority's address. */
  shareCode(identifier: string, code: string): Email {
    const lines = shareMailTexts.codeMail(code, shareRules.codeLifetimeMinutes);
    return {
      subject: shareMailTexts.codeSubject(identifier),
      text: `${lines.join('\n\n')}${footer}`,
      html: layout(shareMailTexts.codeSubject(identifier), lines),
    };
  },
  /** The licence ends in 14 or 3 days, or today (billing's expiry job); `validTo` already formatted. */
  licenceReminder(organisation: string, validTo: string, days: number, link: string): Email {
    const lines = [licenceMailTexts.reminderBody(organisation, validTo)];
    return {
      subject: licenceMailTexts.reminderSubject(days),
      text: `${lines.join('\n\n')}\n\n${link}${footer}`,
      html: layout(licenceMailTexts.reminderSubject(days), lines, { label: licenceMailTexts.link, url: link }),
    };
  },
  /** The licence ended: the organisation is blocked until it pays. */
  licenceEnded(organisation: string, link: string): Email {
    const lines = [licenceMailTexts.endedBody(organisation)];
    return {
      subject: licenceMailTexts.endedSubject,
      text: `${lines.join('\n\n')}\n\n${link}${footer}`,
      html: layout(licenceMailTexts.endedSubject, lines, { label: licenceMailTexts.link, url: link }),
    };
  },
  /** The daily list of the Act's terms due soon or missed, for one staff user: never any report content. */
  deadlineDigest(lines: readonly DigestLine[]): Email {
    const intro = 'Zgłoszenia w Twoich kategoriach, w których termin ustawowy upływa wkrótce lub już minął:';
    const items = lines.map((line) => `${line.identifier} (${line.categoryName}) — ${line.term}: ${line.state}`);
    const html = layout('Terminy ustawowe', [intro]).replace(
      '<hr>',
      `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.identifier)}</a> (${escapeHtml(line.categoryName)}) — ${escapeHtml(line.term)}: ${escapeHtml(line.state)}</li>`).join('')}</ul><hr>`,
    );
    return {
      subject: `Ostoja — terminy ustawowe wymagające uwagi (${lines.length})`,
      text: `${intro}\n\n${items.map((item, i) => `${item}\n${lines[i]!.link}`).join('\n\n')}${footer}`,
      html,
    };
  },
  /**
   * A rule's escalation (issue #34, 'Reguły'): a report not opened, or without a handler, so many
   * days after receipt (to the main administrator), or the feedback term close (to its handlers).
   */
  ruleEscalation(
    escalation: { kind: 'unopened' | 'unassigned'; days: number } | { kind: 'feedbackReminder'; due: string },
    line: EscalationLine,
  ): Email {
    const report = `${line.identifier} (${line.categoryName})`;
    const { title, sentence } =
      escalation.kind === 'feedbackReminder'
        ? {
            title: 'Przypomnienie o informacji zwrotnej',
            sentence: `W zgłoszeniu ${report} termin przekazania sygnaliście informacji zwrotnej upływa ${escalation.due}.`,
          }
        : escalation.kind === 'unopened'
          ? {
              title: 'Zgłoszenie nieotwarte',
              sentence: `Zgłoszenie ${report} nie zostało otwarte ${withinDays(escalation.days)} od przyjęcia.`,
            }
          : {
              title: 'Zgłoszenie bez osoby prowadzącej',
              sentence: `Zgłoszenie ${report} nie ma osoby prowadzącej ${withinDays(escalation.days)} od przyjęcia.`,
            };
    const lines = [sentence, 'Tak działa reguła ustawiona przez organizację (Ustawienia → Reguły).'];
    return {
      subject: `Ostoja — ${title.toLowerCase()}: ${line.identifier}`,
      text: `${lines.join('\n\n')}\n\n${line.link}${footer}`,
      html: layout(title, lines, { label: 'Otwórz zgłoszenie', url: line.link }),
    };
  },
  /**
   * A note mentions a staff member ('@Jan Kowalski', issue #34): which report and who wrote it, as
   * the digest names a report — never the note, which the server cannot read anyway.
   */
  noteMention(line: EscalationLine, authorName: string): Email {
    const lines = [
      `${authorName} wspomina o Tobie we wpisie do zgłoszenia ${line.identifier} (${line.categoryName}).`,
      'Treść wpisu przeczytasz po zalogowaniu, w sekcji „Notatki z działań następczych” zgłoszenia.',
    ];
    return {
      subject: `Ostoja — wspomniano o Tobie w zgłoszeniu ${line.identifier}`,
      text: `${lines.join('\n\n')}\n\n${line.link}${footer}`,
      html: layout('Wspomnienie we wpisie', lines, { label: 'Otwórz zgłoszenie', url: line.link }),
    };
  },
  activation(link: string, validHours: number): Email {
    const lines = [
      'Dziękujemy za rejestrację w systemie Ostoja.',
      `Aby aktywować konto i utworzyć organizację, otwórz poniższy link (ważny ${validHours} godz., jednorazowy).`,
      'Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    ];
    return {
      subject: 'Ostoja — aktywacja konta',
      text: `${lines.join('\n\n')}\n\n${link}${footer}`,
      html: layout('Aktywacja konta', lines, { label: 'Aktywuj konto', url: link }),
    };
  },
  /** Sent instead of an activation link when the address already has an account. */
  accountExists(loginLink: string, resetLink: string): Email {
    const lines = [
      'Ktoś (być może Ty) próbował założyć konto w systemie Ostoja na ten adres e-mail, ale konto z tym adresem już istnieje.',
      `Możesz się zalogować: ${loginLink}`,
      `Jeśli nie pamiętasz hasła, zresetuj je: ${resetLink}`,
      'Jeśli to nie Ty, zignoruj tę wiadomość.',
    ];
    return {
      subject: 'Ostoja — konto już istnieje',
      text: `${lines.join('\n\n')}${footer}`,
      html: layout('Konto już istnieje', lines),
    };
  },
  /** A new staff user's invitation: set a password under the link (the key pair is made in their browser). */
  invitation(link: string, organisationName: string, invitedBy: string, validDays: number): Email {
    const lines = [
      `${invitedBy} zaprasza Cię do obsługi zgłoszeń sygnalistów organizacji ${organisationName} w systemie Ostoja.`,
      `Aby aktywować konto, otwórz poniższy link i ustaw hasło (link jest ważny ${validDays} dni i działa jeden raz).`,
      'Treść zgłoszeń zobaczysz, gdy administrator nada Ci dostęp do klucza organizacji. Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    ];
    return {
      subject: invitationTexts.emailSubject,
      text: `${lines.join('\n\n')}\n\n${link}${footer}`,
      html: layout('Zaproszenie do systemu Ostoja', lines, { label: 'Aktywuj konto', url: link }),
    };
  },
  passwordReset(link: string, validMinutes: number): Email {
    const lines = [
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w systemie Ostoja.',
      `Aby ustawić nowe hasło, otwórz poniższy link (ważny ${validMinutes} min, jednorazowy).`,
      'Jeśli to nie Ty prosiłeś o reset, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
    ];
    return {
      subject: 'Ostoja — resetowanie hasła',
      text: `${lines.join('\n\n')}\n\n${link}${footer}`,
      html: layout('Resetowanie hasła', lines, { label: 'Ustaw nowe hasło', url: link }),
    };
  },
  /**
   * To the sender of an e-mail report (type 3): the identifier and password of the inbox, and that
   * this reply, like their message, travels by e-mail, unencrypted.
   */
  emailReportReceived(organisation: string, identifier: string, password: string, inboxLink: string): Email {
    const replies = { pl: emailReplyTexts, uk: ukEmailReplyTexts, en: enEmailReplyTexts };
    const said = reporterLanguages.map((language) => {
      const texts = replies[language];
      const lines = [
        texts.intro(organisation),
        texts.credentials(identifier, password),
        texts.inbox,
        texts.unencrypted,
      ];
      // Every language after Polish opens with its own name, so that its reader finds it.
      const heading = language === 'pl' ? '' : `——— ${languageNames[language]} ———\n\n`;
      return {
        text: `${heading}${lines.join('\n\n')}\n\n${inboxLink}`,
        html: `<div lang="${language}">${section(texts.title, lines, { label: texts.inboxLink, url: inboxLink })}</div>`,
      };
    });
    return {
      subject: [emailReplyTexts.subject(organisation), ukEmailReplyTexts.title, enEmailReplyTexts.title].join(' / '),
      text: `${said.map((part) => part.text).join('\n\n\n')}${footer}`,
      html: page(said.map((part) => part.html).join('<hr>')),
    };
  },
  /** To the sender of a message the e-mail channel did not accept (never for spam or an unknown address). */
  emailReportRefused(reason: string): Email {
    const lines = [reason, emailReportTexts.refusedHint];
    return {
      subject: emailReportTexts.refusedSubject,
      text: `${lines.join('\n\n')}${footer}`,
      html: layout(emailReportTexts.refusedTitle, lines),
    };
  },
};

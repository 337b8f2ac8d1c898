import type { ExternalChannelsNote } from './external-channels-note.js';

/*
 * Rules (issue #34, Settings' 'Reguły'): what the platform does by itself. The automatic
 * acknowledgement answers the reporter at receipt with the organisation's text: the report keeps
 * a reference to the text's template (its id and version), never a message under the report key,
 * which the server does not hold. A changed text is a new version: what a reporter was told stays
 * as it was told. Escalations e-mail staff (never any content) when a report waits too long: not
 * opened, or without a handler, N days after receipt; and the handlers N days before the feedback term.
 */

/** Characters per language of the acknowledgement's text, as read (after trimming). */
export const ACKNOWLEDGEMENT_TEXT_MAX = 2000;

/** The acknowledgement's text: Polish, with optional Ukrainian and English (the inbox falls back to Polish). */
export type AcknowledgementTexts = ExternalChannelsNote;

/** Which version of which template a report was acknowledged with. */
export interface AcknowledgementTemplateRef {
  templateId: string;
  version: number;
}

/** The automatic acknowledgement as the organisation set it: on or off, and its current template (none until written). */
export interface AcknowledgementRule {
  enabled: boolean;
  template: AcknowledgementTemplateRef | null;
}

/** The escalations, by what they watch. */
export const escalationKinds = ['unopened', 'unassigned', 'feedbackReminder'] as const;
export type EscalationKind = (typeof escalationKinds)[number];

/** An escalation on or off, with its number of whole days. */
export interface EscalationRule {
  enabled: boolean;
  days: number;
}

/** Days an escalation may count: at least one, at most the feedback term's three months. */
export const escalationDayLimits = { min: 1, max: 90 } as const;

export interface RuleSettings {
  acknowledgement: AcknowledgementRule;
  escalation: Record<EscalationKind, EscalationRule>;
}

export const defaultRuleSettings: RuleSettings = {
  acknowledgement: { enabled: false, template: null },
  escalation: {
    unopened: { enabled: false, days: 5 },
    unassigned: { enabled: false, days: 5 },
    feedbackReminder: { enabled: false, days: 14 },
  },
};

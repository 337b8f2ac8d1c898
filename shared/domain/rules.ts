import type { ExternalChannelsNote } from './external-channels-note.js';

/*
 * Rules (issue #34, Settings' 'Reguły'): what the platform does by itself. The automatic
 * acknowledgement answers the reporter at receipt with the organisation's text: the report keeps
 * a reference to the text's template (its id and version), never a message under the report key,
 * which the server does not hold. A changed text is a new version: what a reporter was told stays
 * as it was told.
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

export interface RuleSettings {
  acknowledgement: AcknowledgementRule;
}

export const defaultRuleSettings: RuleSettings = {
  acknowledgement: { enabled: false, template: null },
};

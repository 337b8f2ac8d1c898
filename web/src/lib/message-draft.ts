/**
 * A message being written: its text and the files chosen for it, as they are in memory (a voice
 * message recorded in the inbox is one of the files, its disguised result with its marker). Nothing
 * here is ever put in storage: a draft is plaintext the person has not sent yet.
 */
export interface MessageDraft {
  text: string;
  files: readonly File[];
}

export const emptyMessageDraft: MessageDraft = { text: '', files: [] };

/** Nothing written and nothing chosen: there is nothing to keep. */
export const isEmptyDraft = (draft: MessageDraft): boolean => draft.text === '' && draft.files.length === 0;

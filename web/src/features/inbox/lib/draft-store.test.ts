import { afterEach, describe, expect, it } from 'vitest';
import { emptyMessageDraft } from '@/lib/message-draft.js';
import { draftOf, dropDraft, hasDraft, keepDraft, keepOnlyDraftOf } from './draft-store.js';

const written = { text: 'Faktura nr 7', files: [new File(['kwoty'], 'faktura-7.pdf')] };

afterEach(() => dropDraft());

describe('the unsent message kept in memory', () => {
  it('is given back for its own report only', () => {
    keepDraft('report-a', written);
    expect(draftOf('report-a')).toBe(written);
    expect(draftOf('report-b')).toEqual(emptyMessageDraft);
    expect(hasDraft()).toBe(true);
  });

  it('goes once its report has nothing written (sent or cleared), not when another report opens empty', () => {
    keepDraft('report-a', written);
    keepDraft('report-b', emptyMessageDraft);
    expect(draftOf('report-a')).toBe(written);
    keepDraft('report-a', { text: '', files: [] });
    expect(hasDraft()).toBe(false);
  });

  it('is dropped by a login to another report, kept by one to the same', () => {
    keepDraft('report-a', written);
    keepOnlyDraftOf('report-a');
    expect(draftOf('report-a')).toBe(written);
    keepOnlyDraftOf('report-b');
    expect(hasDraft()).toBe(false);
    expect(draftOf('report-a')).toEqual(emptyMessageDraft);
  });

  it("is dropped by 'Wyloguj'", () => {
    keepDraft('report-a', written);
    dropDraft();
    expect(draftOf('report-a')).toEqual(emptyMessageDraft);
  });
});

import { Badge, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import {
  piecesOf,
  redactedText,
  redactedWords,
  type RedactionRecord,
  type RedactionTarget,
} from '@shared/domain/redactions.js';
import { redactionTexts as t } from '@shared/messages/redactions.js';
import { ASIDE_ATTRIBUTE, TARGET_ATTRIBUTE } from '../lib/text-selection.js';

/** Which version of the report's text the page shows. */
export type TextView = 'copy' | 'original';

/**
 * A text of the report as the chosen version shows it: the redacted copy (what a PDF or a
 * forward holds), or the original with each redacted range marked and what the copy says instead
 * beside it (an aside, not part of the text a selection measures).
 */
export function RedactableText({
  target,
  text,
  record,
  view,
}: {
  target: RedactionTarget;
  text: string;
  record: RedactionRecord | null;
  view: TextView;
}) {
  if (view === 'copy') return <>{redactedText(text, target, record)}</>;
  const aside = { [ASIDE_ATTRIBUTE]: '' };
  return (
    <span {...{ [TARGET_ATTRIBUTE]: target }}>
      {piecesOf(text, target, record).pieces.map((piece, index) =>
        piece.redaction ? (
          <Fragment key={index}>
            <mark
              data-redacted={piece.redaction.kind}
              style={{ background: 'var(--mantine-color-dark-6)', color: 'var(--mantine-color-white)' }}
            >
              {piece.text}
            </mark>
            {piece.redaction.kind === 'replace' ? (
              <Badge {...aside} variant="light" color="gray" tt="none" ml={4} radius="sm">
                {redactedWords(piece.redaction)}
              </Badge>
            ) : (
              <VisuallyHidden {...aside}>{` (${t.black})`}</VisuallyHidden>
            )}
          </Fragment>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </span>
  );
}

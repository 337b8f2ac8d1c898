import { Anchor, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { parseLinkLabel } from '@shared/domain/label-markup.js';
import { fieldValueTexts } from '@shared/messages/field-values.js';

/**
 * A form field's label as the reporter sees it, wherever it is shown (the public form, the
 * builder's preview, the phone protocol, the report page, the inbox): a checkbox's one safe
 * http(s) link a link, all other markup text (`parseLinkLabel`, never HTML). `opensInNewTab` is the
 * link's hidden note in the language shown (the reporter's form); Polish elsewhere.
 */
export function LinkLabel({
  label,
  required = false,
  opensInNewTab = fieldValueTexts.linkOpensInNewTab,
}: {
  label: string;
  required?: boolean;
  opensInNewTab?: string;
}) {
  return (
    <>
      {parseLinkLabel(label).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.text}
            <VisuallyHidden> {opensInNewTab}</VisuallyHidden>
          </Anchor>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
      {required && <RequiredMark />}
    </>
  );
}

/** The asterisk Mantine puts after a required input's label, for the checkbox (which has none). */
export function RequiredMark() {
  return (
    <span className="ostoja-required-mark" aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
      {' *'}
    </span>
  );
}

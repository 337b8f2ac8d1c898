import { Anchor, VisuallyHidden } from '@mantine/core';
import { formTexts } from '@shared/messages/form.js';
import { parseLinkLabel } from '@shared/domain/label-markup.js';

/** A checkbox label with at most one safe http(s) link; all other markup shows as text. */
export function LinkLabel({ label, required = false }: { label: string; required?: boolean }) {
  return (
    <>
      {parseLinkLabel(label).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.text}
            <VisuallyHidden> {formTexts.opensInNewTab}</VisuallyHidden>
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
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

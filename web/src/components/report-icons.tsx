import { Tooltip } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * The tables' line icons' drawing: 18 px, stroked in the text's colour; named (an image) or, with
 * no label, hidden (beside words that say it). A tooltip's ref and handlers go to the drawing.
 */
export function LineIcon({
  label,
  children,
  ...rest
}: Omit<ComponentPropsWithRef<'svg'>, 'aria-label' | 'role'> & { label?: string; children: ReactNode }) {
  return (
    <svg
      {...rest}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: 'middle' }}
    >
      {children}
    </svg>
  );
}

/** Small line icons of the report tables: attachment, phone report, e-mail report. */
function Icon({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <LineIcon label={label}>{children}</LineIcon>
    </Tooltip>
  );
}

export function AttachmentIcon({ label }: { label: string }) {
  return (
    <Icon label={label}>
      <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </Icon>
  );
}

export function PhoneIcon({ label }: { label: string }) {
  return (
    <Icon label={label}>
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />
    </Icon>
  );
}

export function EmailIcon({ label }: { label: string }) {
  return (
    <Icon label={label}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </Icon>
  );
}

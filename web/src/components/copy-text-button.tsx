import { Button, CopyButton } from '@mantine/core';

interface CopyTextButtonProps {
  value: string;
  label: string;
  /** Shown (in teal) for two seconds after copying. */
  copiedLabel: string;
}

/** Copies `value` to the clipboard, and says so on the button for a moment. */
export function CopyTextButton({ value, label, copiedLabel }: CopyTextButtonProps) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button variant="default" color={copied ? 'green' : undefined} onClick={copy}>
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}

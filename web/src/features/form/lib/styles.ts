/*
 * The public form's stylesheets: only those of the Mantine components it renders, on top of the
 * entry's (app/styles.ts), not Mantine's whole stylesheet (36 KB gz, render-blocking; docs/figures.md "Budgets").
 * Dependencies first, as Mantine asks. A component the form starts to use needs its sheet here:
 * tests/unit/form-styles.test.ts names any that is missing.
 */
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Progress.css';

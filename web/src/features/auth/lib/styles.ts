/*
 * The staff sign-in screens' stylesheets (login, registration, password reset): only those of the
 * Mantine components they render, on top of the entry's (app/styles.ts), not Mantine's whole
 * stylesheet (30 KB gz, render-blocking on /login's first load; DESIGN §10). Dependencies first,
 * as Mantine asks. A component these screens start to use needs its sheet here:
 * tests/unit/form-styles.test.ts names any that is missing.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Modal.css';

/*
 * The reporter inbox's stylesheets (its login screens and the inbox itself): only those of the
 * Mantine components it renders, on top of the entry's (app/styles.ts), not Mantine's whole
 * stylesheet (render-blocking; the reporter's budget is the public form's, docs/figures.md "Budgets").
 * Dependencies first, as Mantine asks. tests/unit/form-styles.test.ts names any that is missing.
 */
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';

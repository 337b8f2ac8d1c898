/*
 * The stylesheets on every first load: Mantine's base (reset, CSS variables, global rules) and
 * the per-component sheets of what the entry itself renders (error page, loader, public frame).
 * Each area brings its own: the public form, the reporter's inbox and the staff sign-in screens
 * only the sheets of the components they use (features/{form,inbox,auth}/lib/styles.ts); the
 * back-office and the other screens Mantine's full stylesheet, with their chunks (e.g.
 * app/shell/back-office-layout.tsx). Order: dependencies before what builds on them, as Mantine
 * asks. tests/unit/form-styles.test.ts checks that nothing these render is missing.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';

/**
 * The first load's share of Mantine's stylesheet: the base, and the components of the page frame, the
 * landing page and a product's page (which the server renders, so it paints before its chunk and the
 * rest of the styles arrive), in Mantine's order (a component after those it builds on). Everything else comes
 * with the first lazily loaded screen (./withCompleteStyles). All of it sits in the `mantine` cascade
 * layer, so the theme's variables, which Mantine writes unlayered, win whatever loads later.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

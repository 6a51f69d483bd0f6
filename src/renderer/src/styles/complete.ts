/** All of Mantine's component styles, in the same cascade layer as ./landing. */
import '@mantine/core/styles.layer.css';

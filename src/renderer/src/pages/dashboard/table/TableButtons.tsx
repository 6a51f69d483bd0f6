import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface IconButtonProps extends Omit<ButtonProps, 'leftSection'> {
  icon: Icon;
  /** Another page it opens; otherwise it acts where it stands. */
  to?: string;
  onClick?: () => void;
  label: string;
  'aria-label'?: string;
}

function IconButton({ icon: ButtonIcon, to, label, ...props }: IconButtonProps) {
  const look = {
    leftSection: <ButtonIcon size={props.size === 'xs' ? 14 : 16} aria-hidden />,
    children: label,
    ...props,
  };
  return to === undefined ? <Button {...look} /> : <Button component={Link} to={to} {...look} />;
}

/** Level with the inputs of the row it stands in, not with their labels above them. */
const ALIGNED = { alignSelf: 'flex-end' } as const;

/** A button in a table's toolbar, beside its search box and filters. */
export function ToolbarButton(props: Omit<IconButtonProps, 'style'>) {
  return <IconButton style={ALIGNED} {...props} />;
}

/** A row's own action (edit, delete), small beside its values; its label names the row for screen readers. */
export function RowButton(props: Omit<IconButtonProps, 'size'> & { 'aria-label': string }) {
  return <IconButton size="xs" variant="light" {...props} />;
}

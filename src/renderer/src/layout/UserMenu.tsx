import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '@shared/routes';
import { nav } from '@shared/strings/labels/shell';
import { currentTransport } from '../api/client';
import { signOut } from '../auth';
import { useSession } from '../stores/session';
import { notifyError } from '../ui/notify';

/** The avatar menu: Dashboard, Settings (the profile edit page), Logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const name = useSession((s) => s.user?.name || s.identity?.displayName || s.identity?.email || '');
  const photo = useSession((s) => s.user?.image || s.identity?.photoURL || '');
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={nav.accountMenu} style={{ borderRadius: '50%' }}>
          <Avatar
            src={photo ? currentTransport().assetUrl(photo) : null}
            name={name}
            alt={name}
            color="safety"
            radius="xl"
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to={routes.myProfile} leftSection={<IconLayoutDashboard size={16} />}>
          {nav.dashboard}
        </Menu.Item>
        <Menu.Item component={Link} to={routes.editProfile} leftSection={<IconSettings size={16} />}>
          {nav.settings}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut().then(() => navigate(routes.home), notifyError)}
        >
          {nav.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

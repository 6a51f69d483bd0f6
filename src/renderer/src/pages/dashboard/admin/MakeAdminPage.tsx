import { useEffect, useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { User } from '@shared/entities';
import { routes } from '@shared/routes';
import { admin, dashboardMenu, dashboardText } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { signOut } from '../../../auth';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { isForbidden } from '../refusals';
import type { Column } from '../table/DataTable';
import { TablePage } from '../table/TablePage';
import { byText, reversed, type SortOption } from '../table/useTableView';
import { useAccount } from '../useAccount';

const text = dashboardText.makeAdmin;
const [nameLabel, emailLabel, roleLabel, actionLabel] = text.columns;

const nameAsc = byText<User>((user) => user.name || user.email);
const SORTS: readonly [SortOption<User>, ...SortOption<User>[]] = [
  { value: 'name', label: dashboardText.table.nameAsc, compare: nameAsc },
  { value: 'name-desc', label: dashboardText.table.nameDesc, compare: reversed(nameAsc) },
];
const searchText = (user: User) => `${user.name} ${user.email} ${user.role}`;

/** `/dasboard/makeadmin`: every user; customers can be promoted, other admins demoted. */
export function MakeAdminPage() {
  const { email: myEmail } = useAccount();
  const navigate = useNavigate();
  const usersQuery = useQuery({ queryKey: queryKeys.users, queryFn: api.users });
  const columns: readonly Column<User>[] = [
    {
      label: nameLabel,
      cell: (user) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} inherit>
            {user.name}
          </Text>
          {user.email === myEmail && (
            <Badge size="sm" variant="filled" tt="none">
              {admin.me}
            </Badge>
          )}
        </Group>
      ),
    },
    { label: emailLabel, cell: (user) => user.email },
    {
      label: roleLabel,
      cell: (user) => (
        <Badge variant="light" color={user.role === 'admin' ? 'safety' : 'gray'} tt="none">
          {user.role}
        </Badge>
      ),
    },
    {
      label: actionLabel,
      cell: (user) =>
        user.role === 'user' ? (
          <RoleChangeButton user={user} change="promote" />
        ) : (
          user.email !== myEmail && <RoleChangeButton user={user} change="demote" />
        ),
    },
  ];

  // Spec §6: a 'forbidden' answer on the users list signs out, goes to log in and reloads.
  const forbidden = isForbidden(usersQuery.error);
  useEffect(() => {
    if (!forbidden) return;
    void signOut().finally(() => {
      navigate(routes.login, { replace: true });
      window.location.reload();
    });
  }, [forbidden, navigate]);

  return (
    <TablePage
      title={dashboardMenu.makeAdmin}
      query={usersQuery}
      columns={columns}
      searchText={searchText}
      sorts={SORTS}
      leaving={forbidden}
    />
  );
}

/** Make Admin, or Remove admin for another admin: each asks first, as product delete does. */
function RoleChangeButton({ user, change }: { user: User; change: 'promote' | 'demote' }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const promote = change === 'promote';
  const mutation = useMutation({
    mutationFn: () => (promote ? api.makeAdmin(user.email) : api.removeAdmin(user.email)),
    onSuccess: async () => {
      setAsking(false);
      notifySuccess(promote ? text.promoted(user.email) : text.demoted(user.email));
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: (error) => {
      setAsking(false);
      notifyError(error);
    },
  });
  const label = promote ? admin.makeAdmin : text.demote;
  return (
    <>
      <Button
        size="xs"
        variant={promote ? 'filled' : 'light'}
        color={promote ? undefined : 'red'}
        onClick={() => setAsking(true)}
        aria-label={`${label} ${user.email}`}
      >
        {label}
      </Button>
      <ConfirmModal
        opened={asking}
        title={promote ? text.confirmTitle : text.demoteTitle}
        confirmLabel={label}
        cancelLabel={text.keep}
        danger={!promote}
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      >
        {promote ? text.confirmBody(user.email) : text.demoteBody(user.email)}
      </ConfirmModal>
    </>
  );
}

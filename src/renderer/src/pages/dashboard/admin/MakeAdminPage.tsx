import { useEffect, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { User } from '@shared/entities';
import { routes } from '@shared/routes';
import { admin, dashboardMenu, dashboardText } from '@shared/strings';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { signOut } from '../../../auth';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { PageLoader } from '../../../ui/PageLoader';
import { PageHeading } from '../PageHeading';
import { isForbidden, retryUnlessRefused } from '../refusals';
import { DataTable, type Column } from '../table/DataTable';
import { byText, reversed, useTableView, type SortOption } from '../table/useTableView';
import { useAccount } from '../useAccount';

const text = dashboardText.makeAdmin;
const [nameLabel, emailLabel, roleLabel, actionLabel] = text.columns;

const nameAsc = byText<User>((user) => user.name || user.email);
const SORTS: readonly [SortOption<User>, ...SortOption<User>[]] = [
  { value: 'name', label: dashboardText.table.nameAsc, compare: nameAsc },
  { value: 'name-desc', label: dashboardText.table.nameDesc, compare: reversed(nameAsc) },
];
const searchText = (user: User) => `${user.name} ${user.email} ${user.role}`;

/** `/dasboard/makeadmin`: every user; customers can be promoted to admin. */
export function MakeAdminPage() {
  const { email: myEmail } = useAccount();
  const navigate = useNavigate();
  const usersQuery = useQuery({ queryKey: queryKeys.users, queryFn: api.users, retry: retryUnlessRefused });
  const view = useTableView(usersQuery.data ?? [], { searchText, sorts: SORTS });
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
    { label: actionLabel, cell: (user) => user.role === 'user' && <PromoteButton user={user} /> },
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

  let content: ReactNode;
  if (usersQuery.isPending || forbidden) content = <PageLoader />;
  else if (usersQuery.isError) content = <Text c="red">{usersQuery.error.message}</Text>;
  else
    content = (
      <DataTable
        caption={dashboardMenu.makeAdmin}
        columns={columns}
        view={view}
        rowKey={(user) => user._id}
      />
    );

  return (
    <>
      <PageHeading title={dashboardMenu.makeAdmin} />
      <Card withBorder radius="md" padding="md">
        {content}
      </Card>
    </>
  );
}

function PromoteButton({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const promote = useMutation({
    mutationFn: () => api.makeAdmin(user.email),
    onSuccess: async () => {
      notifySuccess(text.promoted(user.email));
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: notifyError,
  });
  return (
    <Button
      size="xs"
      loading={promote.isPending}
      onClick={() => promote.mutate()}
      aria-label={`${admin.makeAdmin} ${user.email}`}
    >
      {admin.makeAdmin}
    </Button>
  );
}

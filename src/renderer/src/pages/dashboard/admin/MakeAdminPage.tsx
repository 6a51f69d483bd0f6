import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { User } from '@shared/entities';
import type { UserSort } from '@shared/paging';
import { ROLES, type Role } from '@shared/roles';
import { routes } from '@shared/routes';
import { common, sortLabels } from '@shared/strings/labels/common';
import { roleText } from '@shared/strings/counterMessages';
import { admin, dashboardMenu, dashboardText } from '@shared/strings/labels/dashboard';
import { call, listQuery } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { signOut } from '../../../auth';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { isForbidden } from '../refusals';
import type { Column } from '../table/DataTable';
import { TablePage } from '../table/TablePage';
import { useServerTable, type PageRequest, type ServerSortChoice } from '../table/useServerTable';
import { useAccount } from '../useAccount';

const text = dashboardText.makeAdmin;
const [nameLabel, emailLabel, roleLabel, actionLabel] = text.columns;

const SORTS: readonly [ServerSortChoice<UserSort>, ...ServerSortChoice<UserSort>[]] = [
  { value: 'name', label: sortLabels.nameAsc },
  { value: 'name-desc', label: sortLabels.nameDesc },
  { value: 'newest', label: sortLabels.newestFirst },
  { value: 'oldest', label: sortLabels.oldestFirst },
];

/**
 * `/dasboard/makeadmin`: every user, a page at a time from the server; customers can be promoted, other
 * admins demoted, and each name opens that user's account with the shop.
 */
export function MakeAdminPage() {
  const { email: myEmail } = useAccount();
  const navigate = useNavigate();
  const columns: readonly Column<User>[] = [
    {
      label: nameLabel,
      cell: (user) => (
        <Group gap="xs" wrap="nowrap">
          {/* A customer's name opens their account with the shop: credit, payments, statement. */}
          <Anchor component={Link} to={routes.customerAccount(user._id)} fw={600} inherit>
            {user.name}
          </Anchor>
          {user.email === myEmail && (
            <Badge size="sm" variant="filled" tt="none">
              {admin.me}
            </Badge>
          )}
        </Group>
      ),
    },
    { label: emailLabel, breakAnywhere: true, cell: (user) => user.email },
    {
      label: roleLabel,
      cell: (user) =>
        user.email === myEmail ? (
          <Badge variant="light" color="safety" tt="none">
            {user.role}
          </Badge>
        ) : (
          <RoleChoice user={user} />
        ),
    },
    {
      label: actionLabel,
      cell: (user) =>
        user.role !== 'admin' ? (
          <RoleChangeButton user={user} change="promote" />
        ) : (
          user.email !== myEmail && <RoleChangeButton user={user} change="demote" />
        ),
    },
  ];
  const users = useServerTable({
    columns,
    fetchPage: (request: PageRequest<UserSort>) =>
      call<'listUsers'>('listUsers', { query: listQuery(request) }),
    queryKey: queryKeys.usersPage,
    sorts: SORTS,
  });

  // A 'forbidden' answer on the users list signs out, goes to log in and reloads.
  const forbidden = isForbidden(users.query.error);
  useEffect(() => {
    if (!forbidden) return;
    void signOut().finally(() => {
      navigate(routes.login, { replace: true });
      window.location.reload();
    });
  }, [forbidden, navigate]);

  return <TablePage title={dashboardMenu.makeAdmin} table={users} leaving={forbidden} />;
}

/** Make Admin, or Remove admin for another admin: each asks first, as product delete does. */
function RoleChangeButton({ user, change }: { user: User; change: 'promote' | 'demote' }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const promote = change === 'promote';
  const mutation = useMutation({
    mutationFn: () => call(promote ? 'makeAdmin' : 'removeAdmin', { params: { email: user.email } }),
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
  const label = promote ? dashboardMenu.makeAdmin : text.demote;
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
        cancelLabel={common.cancel}
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

/** A user's role, changed on the spot: a customer, a cashier at the counter, or an admin (docs/counter.md). */
function RoleChoice({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (role: Role) => call('setRole', { params: { email: user.email }, body: { role } }),
    onSuccess: async (changed) => {
      notifySuccess(roleText.roleSet(user.email, roleText[changed.role]));
      await queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: notifyError,
  });
  return (
    <NativeSelect
      size="xs"
      w={120}
      aria-label={`${roleText.chooseRole} ${user.email}`}
      value={user.role}
      disabled={mutation.isPending}
      data={ROLES.map((role) => ({ value: role, label: roleText[role] }))}
      onChange={(event) => mutation.mutate(event.currentTarget.value as Role)}
    />
  );
}

import type { ReactNode } from 'react';
import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import type { Shipping } from '@shared/entities';
import { cityAndPostalCode, fieldLabels } from '@shared/strings/labels/common';
import { cartPage } from '@shared/strings/labels/cartPage';
import { dashboardMenu, dashboardText, profile } from '@shared/strings/labels/dashboard';
import { currentTransport } from '../../../api/client';
import { PageHeading } from '../PageHeading';
import { useAccount } from '../useAccount';

const t = dashboardText.profile;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || (
          <Text span c="dimmed" fs="italic">
            {t.notAdded}
          </Text>
        )}
      </Text>
    </Stack>
  );
}

/** A saved address as a label prints it: one line each, the empty ones left out. */
function AddressLines({ address }: { address: Shipping }) {
  const { fullName, company, addressLine1, addressLine2, postalCode, city, country, phone } = address;
  const lines = [
    fullName,
    company,
    addressLine1,
    addressLine2,
    cityAndPostalCode(city, postalCode),
    country,
    phone,
  ];
  return (
    <Text component="address" fs="normal" style={{ whiteSpace: 'pre-line' }}>
      {lines.filter((line) => line.trim() !== '').join('\n')}
    </Text>
  );
}

/** `/dasboard/myprofile`: who is signed in, with the way to edit it. */
export function MyProfilePage() {
  const { email, name, photo, user } = useAccount();
  return (
    <>
      <PageHeading
        title={dashboardMenu.myProfile}
        action={
          <Button component={Link} to={routes.editProfile} leftSection={<IconEdit size={16} aria-hidden />}>
            {profile.editYourProfile}
          </Button>
        }
      />
      <Card withBorder radius="md" padding="lg">
        <Group gap="lg" align="center" mb="lg" wrap="nowrap">
          <Avatar
            src={photo ? currentTransport().assetUrl(photo) : null}
            alt={name}
            size={96}
            radius="50%"
            name={name}
            color="safety"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label={fieldLabels.fullName}>{name}</Detail>
          <Detail label={t.email}>{email}</Detail>
          <Detail label={t.phone}>{user?.phone}</Detail>
          <Detail label={t.location}>{user?.location}</Detail>
          <Detail label={t.education}>{user?.education}</Detail>
          <Detail label={t.fbLink}>
            {user?.fbLink && (
              <Anchor href={user.fbLink} target="_blank" rel="noopener noreferrer">
                {user.fbLink}
              </Anchor>
            )}
          </Detail>
          <Detail label={cartPage.savedAddress}>
            {user?.address && <AddressLines address={user.address} />}
          </Detail>
        </SimpleGrid>
      </Card>
    </>
  );
}

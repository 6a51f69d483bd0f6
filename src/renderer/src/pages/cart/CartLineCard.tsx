import { useMemo, useState } from 'react';
import { Anchor, Button, Card, Group, Image, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CartItem } from '@shared/entities';
import { routes } from '@shared/routes';
import { variantName } from '@shared/stockLedger';
import { quantitySchema } from '@shared/schemas';
import { common, fieldLabels } from '@shared/strings/labels/common';
import { cartPage } from '@shared/strings/labels/cartPage';
import { landing } from '@shared/strings/labels/storefront';
import { currentTransport } from '../../api/client';
import { useBusy } from '../../ui/useBusy';
import { formatPrice } from '../../money';

interface CartLineCardProps {
  line: CartItem;
  onQuantity: (line: CartItem, quantity: number) => Promise<void>;
  onRemove: (line: CartItem) => Promise<void>;
}

/**
 * One tool in the cart: its picture, name, line total, unit price, why it cannot be bought as it
 * stands (if so), its quantity (saved on Enter or on leaving the field, within the purchase page's
 * limits and messages) and Remove.
 */
export function CartLineCard({ line, onQuantity, onRemove }: CartLineCardProps) {
  // Per variant: two sizes of one tool are two lines, each with its own name.
  const titleId = `cart-line-${line.variantId}`;
  const name = variantName(line.name, line.variantTitle);
  const rule = useMemo(
    () => quantitySchema({ minimumOrder: line.minimumOrder, availableQuantity: line.availableQuantity }),
    [line.minimumOrder, line.availableQuantity],
  );
  const [typed, setTyped] = useState<number | string>(line.quantity);
  const [error, setError] = useState<string | null>(null);
  const saving = useBusy();
  const removing = useBusy();

  // The cart's own answer is the truth: a quantity changed elsewhere (another tab, the server) shows.
  const [answered, setAnswered] = useState(line.quantity);
  if (answered !== line.quantity) {
    setAnswered(line.quantity);
    setTyped(line.quantity);
    setError(null);
  }

  const save = () => {
    const checked = rule.safeParse(typed);
    setError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success && checked.data !== line.quantity) {
      void saving.run(() => onQuantity(line, checked.data));
    }
  };

  return (
    <Card component="article" aria-labelledby={titleId} withBorder padding="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Image
          src={currentTransport().assetUrl(line.img)}
          alt=""
          w={{ base: 64, sm: 88 }}
          h={{ base: 64, sm: 88 }}
          radius="sm"
          fit="cover"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Title order={2} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={routes.purchase(line.productId)} c="dark" inherit>
                {name}
              </Anchor>
            </Title>
            <Text fw={800}>{formatPrice(line.lineTotal)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {landing.price(formatPrice(line.price))}
          </Text>
          {line.problem && (
            <Text size="sm" fw={600} c="red.8" data-testid="line-problem">
              {line.problem}
            </Text>
          )}
          <Group align="flex-start" gap="xs" mt={4}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                save();
              }}
            >
              <NumberInput
                label={fieldLabels.quantity}
                aria-label={cartPage.quantityFor(name)}
                min={0}
                allowNegative={false}
                allowDecimal={false}
                w={100}
                // Read-only, not disabled, while it saves: the field keeps the keyboard's focus.
                readOnly={saving.busy}
                rightSection={
                  saving.busy ? <Loader size="xs" role="img" aria-label={common.loading} /> : undefined
                }
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  setError(null);
                }}
                error={error}
                onBlur={save}
              />
            </form>
            <Button
              variant="subtle"
              color="red.8"
              size="compact-sm"
              mt={30}
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={cartPage.removeFor(name)}
              onClick={() => void removing.run(() => onRemove(line))}
              loading={removing.busy}
            >
              {cartPage.remove}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

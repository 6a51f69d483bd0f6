import { Text, Timeline } from '@mantine/core';
import { IconMail, IconMailX } from '@tabler/icons-react';
import type { OrderDetail, OrderEmail } from '@shared/entities';
import { orders } from '@shared/strings/labels/orders';
import { useShopDates } from '../../../shopDates';
import { OrderCard } from './OrderCard';

/** Each email's bullet: an envelope, crossed out where it did not go, red where it could not. */
const emailBullets: Record<OrderEmail['status'], { color?: string; Icon: typeof IconMail }> = {
  pending: { color: 'gray', Icon: IconMail },
  sent: { Icon: IconMail },
  failed: { color: 'red', Icon: IconMailX },
  dropped: { color: 'gray', Icon: IconMailX },
};

/**
 * The order's history and the emails it caused, in the order they happened: each step by why it was
 * written, with who made it (staff see it) and its note.
 */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const dates = useShopDates();
  const entries = [
    ...order.timeline.map((step) => ({ at: step.at, step, email: null })),
    ...order.emails.map((email) => ({ at: email.at, step: null, email })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <OrderCard id="order-timeline" title={orders.timeline} gap="md">
      <Timeline active={entries.length - 1} bulletSize={18} lineWidth={2}>
        {entries.map(({ at, step, email }, i) => {
          const time = (
            <Text size="sm" c="dimmed">
              <time dateTime={at}>{dates.dateTime(at)}</time>
            </Text>
          );
          if (step)
            return (
              <Timeline.Item key={`step-${i}`} title={orders.timelineEvents[step.event]}>
                {time}
                {step.by && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {orders.timelineBy(step.by)}
                  </Text>
                )}
                {step.note && <Text size="sm">{step.note}</Text>}
              </Timeline.Item>
            );
          const { color, Icon } = emailBullets[email.status];
          return (
            <Timeline.Item
              key={`email-${i}`}
              color={color}
              bullet={<Icon size={12} aria-hidden />}
              title={
                <Text
                  fw={500}
                  c={email.status === 'failed' ? 'red.8' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {orders.emailLines[email.status](orders.emailKind(email.kind), email.to)}
                </Text>
              }
            >
              {time}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </OrderCard>
  );
}
